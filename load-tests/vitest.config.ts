import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'load-tests', environment: 'node', include: ['test/**/*.test.ts'] },
});
