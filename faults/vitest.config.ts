import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault suite (`npm run test:faults`): not one of the root projects, so `npm test` leaves it out.
// Its files stop and kill the same private servers, so they run one at a time.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    teardownTimeout: 120_000,
  },
});
