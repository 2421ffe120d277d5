import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../src/events/handlers.js';

describe('what the identity service consumes', () => {
  it('is exactly what the subscriptions table declares its queue for', () => {
    const consumed = eventHandlers().map((handler) => routingKey(handler.def));
    expect(consumed.sort()).toEqual(subscriptions.identity.map(routingKey).sort());
  });
});
