import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'k8s', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
