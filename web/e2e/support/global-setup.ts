import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

/** Builds the web app once for every browser test file, into a folder of its own. */
export default async function setup(project: TestProject) {
  if (!chromiumPath()) return;
  const outDir = await mkdtemp(path.join(tmpdir(), 'tracker-e2e-web-'));
  const { build } = await import('vite');
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  project.provide('webDist', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
