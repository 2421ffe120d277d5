import { randomUUID } from 'node:crypto';
import { routingKey } from '@tracker/contracts/events/envelope';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessBus, type InProcessBus } from '../../src/messaging/bus-in-process.js';
import { declareSubscriptions } from '../../src/runtime/infrastructure.js';
import { makeEnvelope } from './bus-broker-tools.js';

const logger = pino({ level: 'silent' });
const buses: InProcessBus[] = [];
afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.close();
});

describe('declareSubscriptions', () => {
  it('keeps an event published before any service starts for every service that reads it', async () => {
    // A bus of its own: the real queue names are safe here, nothing else sees them.
    const bus = createInProcessBus({ logger });
    buses.push(bus);
    await declareSubscriptions(bus);
    const registered = makeEnvelope(identityUserRegisteredV1.type, identityUserRegisteredV1.version, {
      userId: randomUUID(),
    });
    await bus.publish(registered);

    const readers = Object.entries(subscriptions)
      .filter(([, definitions]) => definitions.some((def) => def === identityUserRegisteredV1))
      .map(([service]) => service);
    expect(readers.sort()).toEqual(['activity', 'exemption', 'notification', 'reporting', 'verification']);

    const received = new Map<string, string[]>();
    for (const [service, definitions] of Object.entries(subscriptions)) {
      received.set(service, []);
      await bus.subscribe({
        queue: service,
        routingKeys: definitions.map(routingKey),
        handler: async (envelope) => void received.get(service)?.push(envelope.id),
      });
    }
    for (const service of readers) {
      await vi.waitFor(() => expect(received.get(service)).toEqual([registered.id]));
    }
    // Identity reads only what the other services audit, not its own announcements.
    expect(received.get('identity')).toEqual([]);
  });
});
