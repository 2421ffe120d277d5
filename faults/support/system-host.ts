import path from 'node:path';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { type LaunchedSystem, launchSystem } from '@tracker/embedded/launch';
import { deadLetterQueue } from '@tracker/kit/messaging/bus';
import { freePort } from '@tracker/kit/testing/environment';
import { connect } from 'amqplib';
import type { FaultInfra } from './infra.js';
import { fileLogger } from './logs.js';
import { createDatabase } from './private-postgres.js';

type Servers = Extract<FaultInfra, { available: true }>;

export interface SystemOnPrivateServers {
  system: LaunchedSystem;
  stop(): Promise<void>;
}

/**
 * The whole system (gateway and every service, as `npm start` runs it) on the private Postgres (a
 * database of its own), RabbitMQ and Redis. Stopping it also deletes the services' queues, which carry
 * fixed names, so the next scenario's system starts on empty ones.
 */
export async function launchOnPrivateServers(
  servers: Servers,
  name: string,
): Promise<SystemOnPrivateServers> {
  const databaseUrl = await createDatabase(servers.postgres, name);
  const dataDir = path.join(servers.dir, `${name}-data`);
  const system = await launchSystem(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AMQP_URL: servers.rabbitmq.url,
      REDIS_URL: servers.redis.url,
      // The scenarios poll the gateway from one address far faster than a person would.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    fileLogger(path.join(servers.dir, 'logs', name), 'system'),
  );
  return {
    system,
    async stop() {
      await system.stop();
      const connection = await connect(servers.rabbitmq.url);
      try {
        const channel = await connection.createChannel();
        for (const queue of Object.keys(subscriptions)) {
          await channel.deleteQueue(queue);
          await channel.deleteQueue(deadLetterQueue(queue));
        }
      } finally {
        await connection.close().catch(() => undefined);
      }
    },
  };
}
