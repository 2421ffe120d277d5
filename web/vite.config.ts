import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunk-groups';
import { routePreloads } from './build/route-preloads';
import { PAGE_ROUTES } from './src/app/routes';

// USWDS's Sass packages (`@forward "usa-button"`) are found on this load path, as its docs prescribe.
const uswdsPackages = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@uswds/uswds')),
  '../../packages',
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // Which page code each address needs, for the gateway to announce with the page (Link headers).
    routePreloads(PAGE_ROUTES),
    // Brotli and gzip copies next to each text file, made once at build time at the highest levels;
    // the gateway picks one by the request's Accept-Encoding. Source maps are for developers only.
    // The bundle report measures with gzip itself and skips them to build faster.
    mode !== 'size-report' &&
      compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/], logLevel: 'silent' }),
  ],
  // Import workspace packages (contracts) from their TypeScript sources.
  resolve: { conditions: ['source'] },
  css: {
    preprocessorOptions: {
      // quietDeps: USWDS's own files warn about Sass deprecations that are theirs to fix.
      scss: { loadPaths: [uswdsPackages], quietDeps: true },
    },
  },
  // The manifest lets the bundle report compute what each route downloads first.
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    // Fewer, larger shared chunks: see build/chunk-groups.ts.
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    // Screens render in jsdom and are driven by simulated typing: on a busy 2-core machine a test
    // can take several seconds without anything being wrong.
    testTimeout: 20_000,
  },
}));
