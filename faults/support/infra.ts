import { inject } from 'vitest';
import type { PrivatePostgres } from './private-postgres.js';
import type { PrivateRabbitMq } from './private-rabbitmq.js';
import type { PrivateRedis } from './private-redis.js';

/** The private servers the global setup started for this run, or why it could not. */
export type FaultInfra =
  | {
      available: true;
      /** Temporary folder of this run: the servers' data and logs, and scratch space for the scenarios. */
      dir: string;
      postgres: PrivatePostgres;
      rabbitmq: PrivateRabbitMq;
      redis: PrivateRedis;
    }
  | { available: false; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    faultInfra: FaultInfra;
  }
}

/** The private servers; a scenario file runs only when `available` is true. */
export function faultInfra(): FaultInfra {
  return inject('faultInfra');
}
