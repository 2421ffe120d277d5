import { defineProject } from 'vitest/config';

// Browser tests: the real system in this process, the built web app, and Debian's Chromium.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
