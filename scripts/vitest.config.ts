import { defineProject } from 'vitest/config';

// The repository's own tests: the benchmark's pure parts, a tiny run of `npm run bench` in a fresh
// clone, and the README's generated blocks with the event publications they are drawn from.
export default defineProject({
  // The workspace packages these tests and the bench's modules import come from their sources.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The fresh clone installs, builds and runs the bench: minutes on a busy 2-core machine.
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
  },
});
