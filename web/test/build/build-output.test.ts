// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, bundleReport } from '../../scripts/bundle-report.mjs';
import { PAGE_ROUTES } from '../../src/app/routes';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportScript = path.join(webDir, 'scripts/bundle-report.mjs');

// One production build for every check of what it holds, made by the size command itself in a
// process of its own: this one's NODE_ENV is `test`, which would build React for development.
describe('the production build', () => {
  let dist: string;
  let sizeCommand: ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'tracker-web-build-test-'));
    sizeCommand = spawnSync(process.execPath, [reportScript, '--out', dist], {
      cwd: webDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }, 180_000);

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it(`keeps the first JavaScript of every page of the router within ${BUDGET_KB} KB gzipped`, async () => {
    const report = await bundleReport({ distDir: dist });
    const expected = PAGE_ROUTES.flatMap((route) =>
      route.adminPage ? [route.path, `${route.path} (admin)`] : [route.path],
    );
    expect(report.rows.map((row) => row.route)).toEqual(expected);
    const over = report.rows.filter((row) => row.gzippedKB > BUDGET_KB);
    expect(over).toEqual([]);
    expect(sizeCommand.status, String(sizeCommand.stderr)).toBe(0);
  });

  it('fails the size command when a page is over budget', () => {
    const over = spawnSync(process.execPath, [reportScript, '--dist', dist, '--budget', '100'], {
      encoding: 'utf8',
    });
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('Over the 100 KB budget: /');
  });

  it('downloads no font file: text is set in the system fonts from the first paint', async () => {
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/\.woff2?"/);
    const assets = await readdir(path.join(dist, 'assets'));
    expect(assets.filter((file) => /\.(woff2?|ttf)$/.test(file))).toEqual([]);
    for (const file of assets.filter((name) => name.endsWith('.css'))) {
      const css = await readFile(path.join(dist, 'assets', file), 'utf8');
      expect(css, file).not.toContain('@font-face');
    }
  });

  it('loads nothing from another origin: no third-party script, style, font or analytics', async () => {
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(addresses.length).toBeGreaterThan(0);
    // Only paths of the app's own origin: no scheme, no protocol-relative `//host`.
    expect(addresses.filter((address) => !/^\/(?!\/)/.test(address))).toEqual([]);
    const assets = await readdir(path.join(dist, 'assets'));
    for (const file of assets) {
      const text = await readFile(path.join(dist, 'assets', file), 'utf8');
      if (file.endsWith('.js')) {
        // Loading code or sending data elsewhere; other absolute URLs in the bundle are libraries' text.
        expect(text, file).not.toMatch(
          /(?:import\(|fetch\(|sendBeacon\(|new (?:WebSocket|EventSource|Worker)\()\s*["'`](?:https?:)?\/\//,
        );
        expect(text, file).not.toMatch(/\.src\s*=\s*["'`](?:https?:)?\/\//);
      }
      if (file.endsWith('.css')) expect(text, file).not.toMatch(/url\(\s*["']?(?:https?:)?\/\//);
    }
  });

  it('puts no stylesheet but the shell in the page, and feature styles in their own files', async () => {
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    expect([...html.matchAll(/rel="stylesheet"/g)]).toHaveLength(1);
    const assets = await readdir(path.join(dist, 'assets'));
    expect(assets.some((file) => /^dashboard-page-.*\.css$/.test(file))).toBe(true);
  });
});
