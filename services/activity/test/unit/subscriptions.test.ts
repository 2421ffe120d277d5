import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { describe, expect, it } from 'vitest';
import type { ActivityDeps } from '../../src/deps.js';
import { eventHandlers } from '../../src/events/handlers.js';

describe('what the activity service consumes', () => {
  it('is exactly what the subscriptions table declares its queue for', () => {
    // Building the handlers only keeps their dependencies for later; none is used here.
    const handlers = eventHandlers({} as ActivityDeps);
    const consumed = handlers.map((handler) => routingKey(handler.def)).sort();
    expect(consumed).toEqual(subscriptions.activity.map(routingKey).sort());
  });
});
