import { describe, expect, it } from 'vitest';
import { eventCatalogue, findEventDefinition } from '../src/events/catalogue.js';
import { routingKey } from '../src/events/envelope.js';
import { subscriptions } from '../src/events/subscriptions.js';

const table = Object.entries(subscriptions);

describe('subscriptions', () => {
  it('names the services that consume events', () => {
    expect(Object.keys(subscriptions).sort()).toEqual([
      'activity',
      'exemption',
      'identity',
      'notification',
      'reporting',
      'verification',
    ]);
  });

  it.each(table)('lists for %s only events of the catalogue', (_service, definitions) => {
    expect(definitions.length).toBeGreaterThan(0);
    for (const def of definitions) {
      expect(eventCatalogue).toContain(def);
      expect(findEventDefinition(def.type, def.version)).toBe(def);
    }
  });

  it.each(table)('lists each event once for %s', (_service, definitions) => {
    const keys = definitions.map(routingKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the exemption service read the account events and the documents texted for requests', () => {
    expect(subscriptions.exemption.map(routingKey)).toEqual([
      'identity.user-registered.v1',
      'identity.user-updated.v1',
      'identity.user-deleted.v1',
      'notification.sms-document-received.v1',
    ]);
  });

  it('has the identity service keep the audit trail the other services report', () => {
    expect(subscriptions.identity.map(routingKey)).toEqual(['audit.recorded.v1']);
  });

  it('has the verification service read accounts, the determination of the months it asked for, exemption requests for the work queue, and what the usage funnel counts', () => {
    expect(subscriptions.verification.map(routingKey)).toEqual([
      'identity.user-registered.v1',
      'identity.user-updated.v1',
      'identity.user-deleted.v1',
      'reporting.months-determined.v1',
      'exemption.requested.v1',
      'exemption.status-changed.v1',
      'identity.user-verified.v1',
      'activity.logged.v1',
      'notification.month-met.v1',
    ]);
  });

  it('feeds the state data and the requested months to the reporting side', () => {
    expect(subscriptions.reporting.map(routingKey)).toEqual(
      expect.arrayContaining(['verification.data-matched.v1', 'verification.requested.v1']),
    );
  });
});
