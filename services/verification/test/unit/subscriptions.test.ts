import { routingKey } from '@tracker/contracts/events/envelope';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import { describe, expect, it } from 'vitest';
import type { VerificationDeps } from '../../src/deps.js';
import { eventHandlers } from '../../src/events/handlers.js';

describe('what the verification service consumes', () => {
  it('is exactly what the subscriptions table declares its queue for', () => {
    // Building the handlers only keeps their dependencies for later; none is used here.
    const consumed = eventHandlers({} as VerificationDeps)
      .map((handler) => routingKey(handler.def))
      .sort();
    expect(consumed).toEqual(subscriptions.verification.map(routingKey).sort());
  });
});
