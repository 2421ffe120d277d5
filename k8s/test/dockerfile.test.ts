import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The image every Deployment and compose service runs. Docker is not available where the tests run,
// so the Dockerfile is checked as text.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const workspaces = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.at(-1)!;

describe('Dockerfile', () => {
  it('builds in one stage and runs from a clean one, both on a Node LTS image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^node:(20|22|24)-[\w-]+/);
  });

  it.each(workspaces)('installs the dependencies of %s before copying the sources', (workspace) => {
    const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
    expect(copy).toBeGreaterThan(0);
    expect(copy).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
  });

  it('ships production dependencies only, runs as a non-root user and has a healthcheck', () => {
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(runtime).toMatch(/^USER (node|\d+)/m);
    expect(runtime).not.toMatch(/^USER root/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
  });
});
