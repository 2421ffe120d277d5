import { localDateIn } from '@tracker/contracts/rules/calendar';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/today.js';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'Pacific/Honolulu',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
];

describe('todayIn', () => {
  it("is localDateIn's answer around midnights and offset changes", () => {
    const instants = [
      // New York's midnight, its spring-forward and fall-back nights, and Lord Howe's half-hour change.
      '2026-11-18T04:59:00Z',
      '2026-03-08T04:59:00Z',
      '2026-03-08T06:59:00Z',
      '2026-11-01T04:59:00Z',
      '2026-11-01T05:59:00Z',
      '2026-04-04T14:59:00Z',
      '2026-10-03T15:29:00Z',
    ];
    for (const zone of ZONES) {
      for (const start of instants) {
        // Every 7 seconds across three minutes, twice over (the second pass is remembered).
        for (let pass = 0; pass < 2; pass++) {
          for (let ms = 0; ms < 180_000; ms += 7_000) {
            const instant = new Date(Date.parse(start) + ms);
            expect(todayIn(zone, instant), `${zone} ${instant.toISOString()}`).toEqual(
              localDateIn(zone, instant),
            );
          }
        }
      }
    }
  });

  it('is remembered within a minute and worked out again in the next', () => {
    const first = todayIn('America/Denver', new Date('2026-11-18T15:00:01Z'));
    expect(todayIn('America/Denver', new Date('2026-11-18T15:00:59Z'))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const next = todayIn('America/Denver', new Date('2026-11-18T15:01:00Z'));
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('changes at midnight in the minute that holds it', () => {
    expect(todayIn('America/Chicago', new Date('2026-11-19T05:59:59.999Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 18,
    });
    expect(todayIn('America/Chicago', new Date('2026-11-19T06:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 19,
    });
  });

  it('is not remembered for a minute in which the date changes', () => {
    // Monrovia was 44 minutes 30 seconds behind UTC until 1972: its midnight fell mid-minute.
    expect(todayIn('Africa/Monrovia', new Date('1960-06-01T00:44:20Z'))).toEqual({
      year: 1960,
      month: 5,
      day: 31,
    });
    expect(todayIn('Africa/Monrovia', new Date('1960-06-01T00:44:40Z'))).toEqual({
      year: 1960,
      month: 6,
      day: 1,
    });
    expect(todayIn('Africa/Monrovia', new Date('1960-06-01T00:44:21Z'))).toEqual({
      year: 1960,
      month: 5,
      day: 31,
    });
  });
});
