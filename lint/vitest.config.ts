import { defineProject } from 'vitest/config';

// The lint rules' own tests: ESLint run on small files placed where the rules apply.
export default defineProject({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The first lint follows a whole service's imports to look for cycles: seconds on a busy machine.
    testTimeout: 60_000,
  },
});
