import { randomUUID } from 'node:crypto';
import { activityService } from '@tracker/activity/service';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import { createRabbitBus } from '@tracker/kit/messaging/bus-rabbitmq';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { openDatabase } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { Infrastructure } from '@tracker/kit/runtime/infrastructure';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import { insertActivity } from '@tracker/activity/store/activities';
import { recordActivityLogged } from '@tracker/activity/store/events';
import type { ActivityType } from '@tracker/contracts/constants/activities';

export interface ActivityHost {
  infra: Infrastructure;
  /**
   * Logs activities in one transaction with the service's own store code, so each commits its row and
   * its `activity.logged` outbox row together, exactly as the HTTP call does; resolves with the event count.
   */
  logActivities(activities: readonly NewActivity[]): Promise<number>;
  stop(): Promise<void>;
}

export interface NewActivity {
  userId: string;
  type: ActivityType;
  description: string;
  hours: number;
  date: string;
}

export interface ActivityHostOptions {
  databaseUrl: string;
  amqpUrl: string;
  redisUrl: string;
  dataDir: string;
  logger: Logger;
}

/**
 * The activity service as `runStandalone` builds it (its definition, started: its relay and its
 * consumer), on the given servers, without an HTTP port; the queues of other services are left
 * undeclared, since nothing here consumes them.
 */
export async function startActivityService(options: ActivityHostOptions): Promise<ActivityHost> {
  const { logger, dataDir } = options;
  const config = parseConfig(activityService.configSchema, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    AMQP_URL: options.amqpUrl,
    REDIS_URL: options.redisUrl,
  });
  const bus = await createRabbitBus({ url: options.amqpUrl, logger, connectionName: 'faults-activity' });
  const cache = createCache({ url: options.redisUrl, logger });
  const keys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions = createSessionStore(cache);
  const db = await openDatabase({
    schema: activityService.name,
    url: options.databaseUrl,
    migrations: activityService.migrations,
    logger,
  });
  const infra: Infrastructure = {
    db,
    bus,
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys,
    sessions,
    logger,
  };
  const service = await activityService.create(infra, config);
  await service.start();

  return {
    infra,
    async logActivities(activities) {
      await db.knex.transaction(async (trx) => {
        for (const values of activities) {
          const activity = await insertActivity(trx, { id: randomUUID(), source: 'web', ...values });
          if (!activity) throw new Error('The activity was not inserted');
          await recordActivityLogged(trx, activity);
        }
      });
      return activities.length;
    },
    async stop() {
      await service.stop();
      await db.close();
      await bus.close();
      await cache.close();
    },
  };
}
