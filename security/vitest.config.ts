import { defineProject } from 'vitest/config';

// Each file launches the whole system on the shared Postgres, RabbitMQ and Redis, and the services'
// queues carry fixed names. So the files run one at a time, on a broker virtual host of the suite's
// own where one can be made (support/global-setup.ts), and in a group of their own that starts once
// the other projects' files are done, so no other system shares the broker with them in CI either.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'security',
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    // The files share one worker and its loaded modules: loading the whole system's sources again for
    // each file cost more than most files take to run.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
