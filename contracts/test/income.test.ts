import { randomUUID } from 'node:crypto';
import { INCOME_GROSS_AMOUNT_MAX_CENTS } from '@tracker/contracts/constants/income';
import { incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import { eventCatalogue } from '@tracker/contracts/events/catalogue';
import { routingKey } from '@tracker/contracts/events/envelope';
import {
  centsToDollars,
  reportIncomeRequest,
  formatUsd,
  incomeRecord,
  incomeRequestAsOf,
  listIncomeRequest,
  readGrossAmount,
  updateIncomeRequest,
} from '@tracker/contracts/http/income';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const form = {
  employer: 'Walmart',
  grossAmount: '620.00',
  payDate: '2026-03-13',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-07',
  hoursWorked: '40',
};

const tooLarge = 'Gross amount cannot be more than $100,000.00 for one pay record';

describe('gross amount', () => {
  it.each([
    ['620', 62000],
    ['620.00', 62000],
    ['620.5', 62050],
    ['  620.05 ', 62005],
    ['$620.05', 62005],
    ['1,234.56', 123456],
    ['.75', 75],
    ['620.', 62000],
    ['0.01', 1],
    ['100000.00', INCOME_GROSS_AMOUNT_MAX_CENTS],
    [620, 62000],
    [620.5, 62050],
    [0.01, 1],
  ])('reads %j as %i cents', (value, cents) => {
    expect(readGrossAmount(value)).toEqual({ ok: true, cents });
  });

  it.each([
    ['0', 'Gross amount must be more than $0.00'],
    ['0.00', 'Gross amount must be more than $0.00'],
    [0, 'Gross amount must be more than $0.00'],
    ['-5', 'Gross amount must be more than $0.00'],
    [-5, 'Gross amount must be more than $0.00'],
    ['620.001', 'Gross amount cannot have more than 2 decimal places'],
    [620.001, 'Gross amount cannot have more than 2 decimal places'],
    // The float sum 0.1 + 0.2 is not a whole number of cents: refused rather than rounded.
    [0.1 + 0.2, 'Gross amount cannot have more than 2 decimal places'],
    ['100000.01', tooLarge],
    [100_000.01, tooLarge],
    ['9'.repeat(30), tooLarge],
    ['six hundred', 'Please enter the gross amount in dollars and cents, like 620.00'],
    ['12,34', 'Please enter the gross amount in dollars and cents, like 620.00'],
    ['1.2.3', 'Please enter the gross amount in dollars and cents, like 620.00'],
    ['$', 'Please enter the gross amount in dollars and cents, like 620.00'],
    [Number.NaN, 'Please enter the gross amount in dollars and cents, like 620.00'],
    [Number.POSITIVE_INFINITY, 'Please enter the gross amount in dollars and cents, like 620.00'],
  ])('refuses %j: "%s"', (value, message) => {
    expect(readGrossAmount(value)).toEqual({ ok: false, message });
  });

  it('writes cents as dollars with two decimals, and for people with separators', () => {
    expect(centsToDollars(62000)).toBe('620.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(123456)).toBe('1234.56');
    expect(formatUsd(INCOME_GROSS_AMOUNT_MAX_CENTS)).toBe('$100,000.00');
  });
});

describe('create or edit a pay record', () => {
  it('reads a multipart form into the values, the amount in cents, the employer trimmed', () => {
    expect(valid(reportIncomeRequest, { ...form, employer: '  Walmart  ' })).toEqual({
      employer: 'Walmart',
      grossAmountCents: 62000,
      payDate: '2026-03-13',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-07',
      hoursWorked: 40,
    });
  });

  it('takes JSON numbers and leaves hours worked out when the paystub does not say', () => {
    for (const hoursWorked of [undefined, null, '', '  ']) {
      expect(valid(reportIncomeRequest, { ...form, grossAmount: 580, hoursWorked })).toMatchObject({
        grossAmountCents: 58000,
        hoursWorked: null,
      });
    }
  });

  it('edits with the same rules as a create', () => {
    expect(updateIncomeRequest).toBe(reportIncomeRequest);
  });

  it('takes a pay period of one day, ending on the pay date', () => {
    expect(
      valid(reportIncomeRequest, { ...form, periodStart: '2026-03-13', periodEnd: '2026-03-13' }),
    ).toMatchObject({ payDate: '2026-03-13', periodStart: '2026-03-13', periodEnd: '2026-03-13' });
  });

  it.each([
    [{ employer: undefined }, 'employer', 'Employer is required'],
    [{ employer: '   ' }, 'employer', 'Employer is required'],
    [{ employer: 'x'.repeat(256) }, 'employer', 'Employer must be 255 characters or less'],
    [{ grossAmount: undefined }, 'grossAmount', 'Gross amount is required'],
    [{ grossAmount: '' }, 'grossAmount', 'Gross amount is required'],
    [{ grossAmount: true }, 'grossAmount', 'Please enter the gross amount in dollars and cents, like 620.00'],
    [{ grossAmount: '0' }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [{ grossAmount: '-620' }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [{ grossAmount: '100000.01' }, 'grossAmount', tooLarge],
    [{ grossAmount: '620.125' }, 'grossAmount', 'Gross amount cannot have more than 2 decimal places'],
    [{ payDate: '' }, 'payDate', 'Pay date is required'],
    [{ payDate: '2026-02-30' }, 'payDate', 'Please enter a valid date'],
    [{ periodStart: undefined }, 'periodStart', 'Pay period start is required'],
    [{ periodEnd: '03/07/2026' }, 'periodEnd', 'Please enter a valid date'],
    [{ hoursWorked: 'forty' }, 'hoursWorked', 'Please enter a valid number of hours worked'],
    [{ hoursWorked: '0' }, 'hoursWorked', 'Hours worked must be at least 0.25'],
    [{ hoursWorked: -1 }, 'hoursWorked', 'Hours worked must be at least 0.25'],
    [{ hoursWorked: 500.25 }, 'hoursWorked', 'Hours worked cannot be more than 500'],
    [{ hoursWorked: '7.1' }, 'hoursWorked', 'Hours worked must be in quarter hours, like 7.25 or 7.5'],
  ])('refuses %j on %s: "%s"', (change, field, message) => {
    expect(errors(reportIncomeRequest, { ...form, ...change })).toEqual({ [field]: message });
  });

  it.each([0.25, 7.25, 7.5, 7.75, '38.25', 500])('takes %j hours worked', (hoursWorked) => {
    expect(valid(reportIncomeRequest, { ...form, hoursWorked }).hoursWorked).toBe(Number(hoursWorked));
  });

  it('refuses a pay period that starts after it ends', () => {
    expect(
      errors(reportIncomeRequest, { ...form, periodStart: '2026-03-08', periodEnd: '2026-03-07' }),
    ).toEqual({ periodStart: 'The pay period cannot start after it ends' });
  });

  it('refuses a pay period that ends after the pay date', () => {
    expect(errors(reportIncomeRequest, { ...form, periodEnd: '2026-03-14' })).toEqual({
      periodEnd: 'The pay period must end on or before the pay date',
    });
  });

  it('says both when the period is backwards and ends after the pay date', () => {
    expect(
      errors(reportIncomeRequest, { ...form, periodStart: '2026-03-20', periodEnd: '2026-03-15' }),
    ).toEqual({
      periodStart: 'The pay period cannot start after it ends',
      periodEnd: 'The pay period must end on or before the pay date',
    });
  });

  it('ignores fields the server decides', () => {
    const parsed = valid(reportIncomeRequest, {
      ...form,
      userId: randomUUID(),
      id: randomUUID(),
      source: 'sms',
    });
    expect(Object.keys(parsed).sort()).toEqual(
      ['employer', 'grossAmountCents', 'hoursWorked', 'payDate', 'periodEnd', 'periodStart'].sort(),
    );
  });
});

describe('the pay date as of today', () => {
  it('takes a pay date of today or earlier', () => {
    expect(valid(incomeRequestAsOf('2026-03-13'), form).payDate).toBe('2026-03-13');
    expect(valid(incomeRequestAsOf('2026-04-01'), form).payDate).toBe('2026-03-13');
  });

  it('refuses a pay date after today', () => {
    expect(errors(incomeRequestAsOf('2026-03-12'), form)).toEqual({
      payDate: 'Date cannot be in the future',
    });
  });

  it('keeps every other rule', () => {
    expect(errors(incomeRequestAsOf('2026-03-13'), { ...form, periodEnd: '2026-03-14' })).toEqual({
      periodEnd: 'The pay period must end on or before the pay date',
    });
  });
});

describe('list pay records', () => {
  it('pages by 50 unless asked, at most 200', () => {
    expect(valid(listIncomeRequest, {})).toEqual({ limit: 50 });
    expect(valid(listIncomeRequest, { limit: '200', before: 'abc' })).toEqual({ limit: 200, before: 'abc' });
    for (const limit of ['0', '201', '1.5', 'all']) {
      expect(errors(listIncomeRequest, { limit })).toEqual({
        limit: 'Limit must be a whole number from 1 to 200',
      });
    }
  });
});

describe('a pay record as answered', () => {
  const record = {
    id: randomUUID(),
    userId: randomUUID(),
    employer: 'Walmart',
    grossAmount: '620.00',
    grossAmountCents: 62000,
    payDate: '2026-03-13',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-07',
    hoursWorked: null,
    source: 'web',
    createdAt: '2026-03-13T17:00:00.000Z',
    updatedAt: '2026-03-13T17:00:00.000Z',
    attachments: [],
  };

  it('carries the amount both as dollars and as cents', () => {
    expect(valid(incomeRecord, record)).toEqual(record);
    expect(Object.keys(errors(incomeRecord, { ...record, grossAmount: '620' }))).toEqual(['grossAmount']);
    expect(Object.keys(errors(incomeRecord, { ...record, grossAmountCents: 620.5 }))).toEqual([
      'grossAmountCents',
    ]);
  });
});

describe('income events', () => {
  const userId = randomUUID();
  const counted = {
    grossAmountCents: 62000,
    payDate: '2026-03-13',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-07',
    hoursWorked: 40,
  };
  const reported = {
    incomeId: randomUUID(),
    userId,
    ...counted,
    source: 'web',
    createdAt: '2026-03-13T17:00:00.000Z',
  };
  const updated = {
    incomeId: randomUUID(),
    userId,
    ...counted,
    hoursWorked: null,
    updatedAt: '2026-03-14T09:00:00.000Z',
    previous: counted,
  };
  const deleted = { incomeId: randomUUID(), userId, ...counted };

  it('accept their samples', () => {
    expect(valid(incomeReportedV1.data, reported)).toEqual(reported);
    expect(valid(incomeUpdatedV1.data, updated)).toEqual(updated);
    expect(valid(incomeDeletedV1.data, deleted)).toEqual(deleted);
  });

  it('are in the catalogue under their routing keys', () => {
    const keys = eventCatalogue.map(routingKey);
    expect(keys).toEqual(
      expect.arrayContaining(['income.reported.v1', 'income.updated.v1', 'income.deleted.v1']),
    );
  });

  it('never carry the employer', () => {
    const samples = [
      [incomeReportedV1, reported],
      [incomeUpdatedV1, updated],
      [incomeDeletedV1, deleted],
    ] as const;
    for (const [def, sample] of samples) {
      expect(Object.keys(def.data.shape)).not.toContain('employer');
      expect(valid(def.data, { ...sample, employer: 'Walmart' })).not.toHaveProperty('employer');
    }
  });

  it('refuse an amount that is not whole cents, or none', () => {
    expect(Object.keys(errors(incomeReportedV1.data, { ...reported, grossAmountCents: 620.5 }))).toEqual([
      'grossAmountCents',
    ]);
    expect(Object.keys(errors(incomeDeletedV1.data, { ...deleted, grossAmountCents: 0 }))).toEqual([
      'grossAmountCents',
    ]);
  });

  it('need the values before an edit', () => {
    const { previous: _previous, ...withoutPrevious } = updated;
    expect(Object.keys(errors(incomeUpdatedV1.data, withoutPrevious))).toEqual(['previous']);
  });
});
