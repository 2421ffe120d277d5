import { defineProject } from 'vitest/config';

// The benchmark's own tests: its pure parts, and a tiny run of `npm run bench` in a fresh clone.
export default defineProject({
  // The workspace packages the bench's modules import (the contracts) come from their sources.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'bench',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The fresh clone installs, builds and runs the bench: minutes on a busy 2-core machine.
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
  },
});
