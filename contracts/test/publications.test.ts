import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../src/events/catalogue.js';
import { type EventDefinition, routingKey } from '../src/events/envelope.js';
import { publications } from '../src/events/publications.js';
import { subscriptions } from '../src/events/subscriptions.js';

const table: [string, readonly EventDefinition[]][] = Object.entries(publications);

function publishersOf(def: EventDefinition): string[] {
  return table.filter(([, defs]) => defs.includes(def)).map(([service]) => service);
}

describe('publications', () => {
  it('names the same services as the subscriptions', () => {
    expect(Object.keys(publications).sort()).toEqual(Object.keys(subscriptions).sort());
  });

  it.each(table)('lists for %s only events of the catalogue, each once', (_service, definitions) => {
    expect(definitions.length).toBeGreaterThan(0);
    for (const def of definitions) expect(eventCatalogue).toContain(def);
    const keys = definitions.map(routingKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a publisher for every event of the catalogue, so every event a service consumes is published', () => {
    expect(eventCatalogue.filter((def) => publishersOf(def).length === 0).map(routingKey)).toEqual([]);
  });

  it('gives each event one publisher, except the audit trail every service that shows records reports to', () => {
    const shared = eventCatalogue.filter((def) => publishersOf(def).length > 1);
    expect(shared.map(routingKey)).toEqual(['audit.recorded.v1']);
    // Identity writes its own audit rows directly and consumes everyone else's.
    expect(publishersOf(shared[0]!)).toEqual([
      'activity',
      'exemption',
      'reporting',
      'notification',
      'verification',
    ]);
  });
});
