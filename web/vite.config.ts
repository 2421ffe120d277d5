import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Import workspace packages (contracts) from their TypeScript sources.
  resolve: { conditions: ['source'] },
  // The manifest lets the bundle report compute what each route downloads first.
  build: { outDir: 'dist', sourcemap: true, assetsInlineLimit: 0, manifest: true },
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
});
