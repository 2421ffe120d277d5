import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import type { Bus, SubscribeOptions } from '@tracker/kit/messaging/bus';
import { createInProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase } from '@tracker/kit/testing/environment';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import { describe, expect, it } from 'vitest';
import { notificationConfigSchema } from '../../src/config.js';
import { migrations } from '../../src/migrations/migrations.js';
import { notificationService } from '../../src/service.js';

const logger = createLogger('notification-test', { level: 'silent' });

describe('what the notification service consumes', () => {
  it('is exactly what the subscriptions table declares its queue for', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'notification-'));
    const db = await openTestDatabase({ migrations, schemaPrefix: 'notification' });
    const inner = createInProcessBus({ logger });
    const cache = createCache({ logger });
    const subscribed: SubscribeOptions[] = [];
    // The service builds its handler list inside `start`, so the subscription it makes is what tells.
    const bus: Bus = {
      publish: (envelope) => inner.publish(envelope),
      declare: (queue, keys) => inner.declare(queue, keys),
      subscribe: (options) => {
        subscribed.push(options);
        return inner.subscribe(options);
      },
      ping: () => inner.ping(),
      close: () => inner.close(),
    };
    try {
      const config = parseConfig(notificationConfigSchema, {
        DATA_DIR: dataDir,
        APP_URL: 'https://tracker.example.org',
      });
      const service = await notificationService.create(
        {
          db,
          bus,
          cache,
          blobs: createBlobStore({ DATA_DIR: dataDir }),
          keys: await loadSessionKeys({ dataDir, needPrivate: false }),
          sessions: createSessionStore(cache),
          logger,
        },
        config,
      );
      await service.start();
      await service.stop();

      expect(subscribed).toHaveLength(1);
      expect([...(subscribed[0]?.routingKeys ?? [])].sort()).toEqual(
        subscriptions.notification.map(routingKey).sort(),
      );
    } finally {
      await inner.close();
      await cache.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
