import { describe, expect, it } from 'vitest';
import { ageOn, enrollmentStatusOn } from '../../src/domain/age.js';

describe('age', () => {
  it.each([
    ['2000-06-15', '2019-06-14', 18],
    ['2000-06-15', '2019-06-15', 19],
    ['2000-06-15', '2019-12-31', 19],
    ['2000-02-29', '2019-02-28', 18],
    ['2000-02-29', '2019-03-01', 19],
    ['1960-01-01', '2024-12-31', 64],
  ])('born %s is %i on %s... ', (birthdate, today, expected) => {
    expect(ageOn(birthdate, today)).toBe(expected);
  });

  it('counts enrollees as minors until their 19th birthday', () => {
    expect(enrollmentStatusOn('2006-05-01', '2025-04-30')).toBe('Minor');
    expect(enrollmentStatusOn('2006-05-01', '2025-05-01')).toBe('Adult');
  });
});
