import type { IncomeRecord } from '@tracker/contracts/http/income';
import { rulesOf } from '@tracker/contracts/http/rules';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { idEnding, USER_ID } from '../activities/support';

/** `GET /api/rules` under the law's profile (pay of $580 meets a month) and under the seed's (pay does not count). */
export const FEDERAL_RULES = rulesOf(federal2027Profile);
export const SEED_RULES = rulesOf(seedProfile);

let counter = 0;

export function makeIncome(overrides: Partial<IncomeRecord> = {}): IncomeRecord {
  counter += 1;
  return {
    id: idEnding(`b${counter}`),
    userId: USER_ID,
    employer: 'Riverside Grocery',
    grossAmount: '600.00',
    grossAmountCents: 60_000,
    payDate: '2026-11-20',
    periodStart: '2026-11-03',
    periodEnd: '2026-11-16',
    hoursWorked: null,
    source: 'web',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    attachments: [],
    ...overrides,
  };
}
