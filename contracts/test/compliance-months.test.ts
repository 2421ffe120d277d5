import {
  COMPLIANCE_MONTHS_MAX,
  getComplianceMonthsRequest,
  getComplianceMonthsResponse,
  MONTH_FORMAT_MESSAGE,
  MONTHS_ORDER_MESSAGE,
  MONTHS_SPAN_MESSAGE,
} from '@tracker/contracts/http/compliance-months';
import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import { determineMonth } from '@tracker/contracts/rules/determination';
import { describe, expect, it } from 'vitest';
import { monthInput } from './support/determination-inputs.js';
import { errors, valid } from './support/parse.js';

describe('the months call', () => {
  it('reads both months, and the time zone when given', () => {
    expect(
      valid(getComplianceMonthsRequest, { from: '2026-12', to: '2027-03', timezone: 'America/Chicago' }),
    ).toEqual({ from: { year: 2026, month: 12 }, to: { year: 2027, month: 3 }, timezone: 'America/Chicago' });
    expect(valid(getComplianceMonthsRequest, { from: '2027-03', to: '2027-03', timezone: '' })).toEqual({
      from: { year: 2027, month: 3 },
      to: { year: 2027, month: 3 },
    });
  });

  it(`takes at most ${COMPLIANCE_MONTHS_MAX} months, in order`, () => {
    valid(getComplianceMonthsRequest, { from: '2026-04', to: '2027-03' });
    expect(errors(getComplianceMonthsRequest, { from: '2026-03', to: '2027-03' })).toEqual({
      to: MONTHS_SPAN_MESSAGE,
    });
    expect(errors(getComplianceMonthsRequest, { from: '2027-03', to: '2027-02' })).toEqual({
      to: MONTHS_ORDER_MESSAGE,
    });
  });

  it('says which month is missing or not a month', () => {
    expect(errors(getComplianceMonthsRequest, {})).toEqual({
      from: 'The first month is required',
      to: 'The last month is required',
    });
    expect(errors(getComplianceMonthsRequest, { from: '2027/03', to: ['2027-03'] })).toEqual({
      from: MONTH_FORMAT_MESSAGE,
      to: MONTH_FORMAT_MESSAGE,
    });
    expect(errors(getComplianceMonthsRequest, { from: '2101-01', to: '2101-02' })).toEqual({
      from: 'Year is out of range',
      to: 'Year is out of range',
    });
  });

  it('answers with the months’ determinations, no more than the most asked for', () => {
    const march = monthDeterminationOf(determineMonth(monthInput()), 'en');
    valid(getComplianceMonthsResponse, { language: 'en', months: [march] });
    expect(
      Object.keys(
        errors(getComplianceMonthsResponse, {
          language: 'en',
          months: Array.from({ length: COMPLIANCE_MONTHS_MAX + 1 }, () => march),
        }),
      ),
    ).toEqual(['months']);
  });
});
