import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../src/events/handlers.js';
import { allTypes } from '../support/settings.js';

describe('what the reporting service consumes', () => {
  it('is exactly what the subscriptions table declares its queue for', () => {
    const consumed = eventHandlers({ settings: allTypes, now: () => new Date() })
      .map((handler) => routingKey(handler.def))
      .sort();
    expect(consumed).toEqual(subscriptions.reporting.map(routingKey).sort());
  });
});
