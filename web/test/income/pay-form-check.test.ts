import {
  incomeRequestAsOf,
  PAY_DATE_IN_FUTURE_MESSAGE,
  PERIOD_END_AFTER_PAY_DATE_MESSAGE,
} from '@tracker/contracts/http/income';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPayForm } from '../../src/features/income/lib/pay-form';
import { emptyPayForm, type PayFormValues } from '../../src/features/income/lib/pay-form-values';
import '../../src/features/income/i18n';
import { i18n, translateMessage } from '../../src/lib/i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const TODAY = '2026-11-25';

function check(values: Partial<PayFormValues>, today = TODAY) {
  const form: PayFormValues = {
    employer: 'Riverside Grocery',
    grossAmount: '600',
    payDate: '2026-11-20',
    periodStart: '2026-11-03',
    periodEnd: '2026-11-16',
    hoursWorked: '',
    lateEntryReason: '',
    ...values,
  };
  return checkPayForm(form, incomeRequestAsOf(today));
}

describe('the pay form check', () => {
  it('passes a complete record, the amount in cents and no hours when left blank', () => {
    expect(check({ grossAmount: '$1,234.5' })).toEqual({
      ok: true,
      values: {
        employer: 'Riverside Grocery',
        grossAmountCents: 123_450,
        payDate: '2026-11-20',
        periodStart: '2026-11-03',
        periodEnd: '2026-11-16',
        hoursWorked: null,
      },
    });
  });

  it('names each missing field once, with the contract’s words', () => {
    const result = check({ ...emptyPayForm(TODAY), payDate: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        employer: 'Employer is required',
        grossAmount: 'Gross amount is required',
        payDate: 'Pay date is required',
        periodStart: 'Pay period start is required',
        periodEnd: 'Pay period end is required',
      },
    });
  });

  it('refuses an amount of zero, fractions of a cent, and hours not in quarter hours', () => {
    expect(check({ grossAmount: '0', hoursWorked: '7.1' })).toEqual({
      ok: false,
      errors: {
        grossAmount: 'Gross amount must be more than $0.00',
        hoursWorked: 'Hours worked must be in quarter hours, like 7.25 or 7.5',
      },
    });
    expect(check({ grossAmount: '600.001' })).toMatchObject({
      errors: { grossAmount: 'Gross amount cannot have more than 2 decimal places' },
    });
  });

  it('refuses a pay date after today, and a period that ends after the pay date', () => {
    expect(check({ payDate: '2026-11-26', periodEnd: '2026-11-26' })).toEqual({
      ok: false,
      errors: { payDate: PAY_DATE_IN_FUTURE_MESSAGE },
    });
    expect(check({ periodEnd: '2026-11-21' })).toEqual({
      ok: false,
      errors: { periodEnd: PERIOD_END_AFTER_PAY_DATE_MESSAGE },
    });
  });
});

describe('pay messages', () => {
  it('translates the contract’s fixed sentences', async () => {
    await i18n.changeLanguage('es');
    expect(translateMessage('Employer is required')).toBe('El empleador es obligatorio');
  });
});
