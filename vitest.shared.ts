import { defineProject } from 'vitest/config';

/** Test settings every back-end workspace shares: import workspace packages from source. */
export function backendProject(name: string, overrides: { testTimeout?: number } = {}) {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name,
      environment: 'node',
      include: ['test/**/*.test.ts'],
      testTimeout: overrides.testTimeout ?? 20_000,
      hookTimeout: 60_000,
    },
  });
}
