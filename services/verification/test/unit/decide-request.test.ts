import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { formatIsoDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { ruleProfiles } from '@tracker/contracts/rules/profiles/catalogue';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import { describe, expect, it } from 'vitest';
import { decideRequest, type RequestToDecide } from '../../src/domain/decide-request.js';
import { receivedOnOf, reminderDue, respondByOf } from '../../src/domain/notice-window.js';
import { requestMonthsOf } from '../../src/domain/request-months.js';
import { monthsStillToMeet } from '../../src/domain/request.js';
import { stateOnlyMonth } from '../../src/domain/state-month.js';
import { answered } from '../support/harness.js';

const federal = ruleProfiles['federal-2027'];
const today = parseIsoDate('2027-06-10');
const open = (overrides: Partial<RequestToDecide> = {}): RequestToDecide => ({
  status: 'pending',
  monthsToMeet: 1,
  hasAccount: true,
  respondBy: null,
  ...overrides,
});
const withLookBack = (months: number): RuleProfile => ({ ...federal, lookBackMonths: months });

describe('the months of a request', () => {
  it.each([
    [1, ['2027-05']],
    [2, ['2027-04', '2027-05']],
    [3, ['2027-03', '2027-04', '2027-05']],
  ])(
    'at application, a look-back of %i month(s) asks for the months before, all to meet',
    (count, months) => {
      expect(requestMonthsOf(withLookBack(count), 'application', '2027-06', undefined)).toEqual({
        months,
        monthsToMeet: count,
      });
    },
  );

  it('at renewal, asks for the renewal period and the profile’s number of months met', () => {
    expect(requestMonthsOf(federal, 'renewal', '2027-07', undefined)).toEqual({
      months: ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'],
      monthsToMeet: federal.verification.renewalMonthsToMeet,
    });
  });

  it('takes listed months as given, in order, all to meet unless at renewal', () => {
    expect(requestMonthsOf(federal, 'other', '2027-06', ['2027-03', '2027-01'])).toEqual({
      months: ['2027-01', '2027-03'],
      monthsToMeet: 2,
    });
    expect(requestMonthsOf(federal, 'renewal', '2027-06', ['2027-03', '2027-01']).monthsToMeet).toBe(1);
  });
});

describe('decideRequest', () => {
  it.each([1, 2, 3])('a look-back of %i month(s) is compliant only when every month is met', (count) => {
    const { months, monthsToMeet } = requestMonthsOf(
      withLookBack(count),
      'application',
      '2027-06',
      undefined,
    );
    const allMet = months.map((month) => answered(month, 'met'));
    expect(decideRequest(open({ monthsToMeet }), allMet, today)).toBe('compliant');
    const lastShort = [...allMet.slice(0, -1), answered(months.at(-1)!, 'not_met')];
    expect(decideRequest(open({ monthsToMeet }), lastShort, today)).toBe('needs_information');
  });

  it('at renewal, one month met of six is enough', () => {
    const { months, monthsToMeet } = requestMonthsOf(federal, 'renewal', '2027-07', undefined);
    const answers = months.map((month, index) => answered(month, index === 2 ? 'met' : 'not_met'));
    expect(decideRequest(open({ monthsToMeet }), answers, today)).toBe('compliant');
  });

  it('an exemption covering part of the period: compliant with the rest met, exempt when it covers all', () => {
    const months = ['2027-03', '2027-04', '2027-05'];
    const partly = [answered('2027-03', 'exempt'), answered('2027-04', 'exempt'), answered('2027-05', 'met')];
    expect(decideRequest(open({ monthsToMeet: 3 }), partly, today)).toBe('compliant');
    const short = [answered('2027-03', 'exempt'), answered('2027-04', 'not_met'), answered('2027-05', 'met')];
    expect(decideRequest(open({ monthsToMeet: 3 }), short, today)).toBe('needs_information');
    const all = months.map((month) => answered(month, 'exempt'));
    expect(decideRequest(open({ monthsToMeet: 3 }), all, today)).toBe('exempt');
  });

  it('SNAP or TANF work-rule compliance is compliance; claims or VA flags exempt', () => {
    const months = ['2027-03', '2027-04'];
    const by = (decidedBy: VerificationMonth['decidedBy']) =>
      months.map((month) => answered(month, 'exempt', { decidedBy }));
    expect(decideRequest(open({ monthsToMeet: 2 }), by('snap'), today)).toBe('compliant');
    expect(decideRequest(open({ monthsToMeet: 2 }), by('tanf'), today)).toBe('compliant');
    expect(decideRequest(open({ monthsToMeet: 2 }), by('claims'), today)).toBe('exempt');
    expect(decideRequest(open({ monthsToMeet: 2 }), by('va'), today)).toBe('exempt');
  });

  it('waits for months reporting has not answered, and for a notice when no account has the id', () => {
    const answers: VerificationMonth[] = [answered('2027-05', 'unknown')];
    expect(decideRequest(open(), answers, today)).toBe('pending');
    const notMet = [answered('2027-05', 'not_met')];
    expect(decideRequest(open({ hasAccount: false }), notMet, today)).toBe('pending');
    expect(decideRequest(open({ hasAccount: false, respondBy: '2027-07-01' }), notMet, today)).toBe(
      'needs_information',
    );
  });

  it('is noncompliant only after the notice window ends unmet, and a final status stays', () => {
    const notMet = [answered('2027-05', 'not_met')];
    expect(decideRequest(open({ respondBy: '2027-06-10' }), notMet, today)).toBe('needs_information');
    expect(decideRequest(open({ respondBy: '2027-06-09' }), notMet, today)).toBe('noncompliant');
    const met = [answered('2027-05', 'met')];
    expect(decideRequest(open({ status: 'noncompliant', respondBy: '2027-06-09' }), met, today)).toBe(
      'noncompliant',
    );
  });
});

describe('a month from the state’s data alone', () => {
  it('state wage records meet a month in which nothing was logged', () => {
    const wages = [{ source: 'wages' as const, amountCents: 62_000, hours: null, flag: null }];
    expect(stateOnlyMonth(federal, '2027-05', wages, today)).toMatchObject({
      status: 'met',
      route: 'income',
      decidedBy: 'wages',
    });
    expect(stateOnlyMonth(federal, '2027-05', [], today)).toMatchObject({
      status: 'not_met',
      decidedBy: null,
      missing: { hours: 80, incomeCents: 58_000 },
    });
  });

  it('a SNAP compliance flag exempts the month, named as its source', () => {
    const snap = [{ source: 'snap' as const, amountCents: null, hours: null, flag: true }];
    expect(stateOnlyMonth(federal, '2027-05', snap, today)).toMatchObject({
      status: 'exempt',
      decidedBy: 'snap',
    });
  });

  it('nothing is required before the profile’s effective month', () => {
    expect(stateOnlyMonth(federal, '2026-11', [], today).status).toBe('not_required');
  });
});

describe('the notice window', () => {
  const days = (text: string) => formatIsoDate(respondByOf(parseIsoDate(text), federal.verification));

  it('runs the profile’s days from receipt', () => {
    // 2027-06-02 + 30 days = 2027-07-02, a Friday.
    expect(days('2027-06-02')).toBe('2027-07-02');
  });

  it('moves an end on a Saturday or a Sunday to the Monday after', () => {
    // 2027-06-03 + 30 = Saturday 2027-07-03; 2027-06-04 + 30 = Sunday 2027-07-04.
    expect(days('2027-06-03')).toBe('2027-07-05');
    expect(days('2027-06-04')).toBe('2027-07-05');
  });

  it('takes a mailed notice as received after the profile’s mailing days', () => {
    expect(formatIsoDate(receivedOnOf(parseIsoDate('2027-06-01'), federal.verification))).toBe('2027-06-06');
  });

  it('reminds at the smallest threshold reached, and not after the window', () => {
    const end = parseIsoDate('2027-07-05');
    expect(reminderDue(end, parseIsoDate('2027-06-01'))).toBeNull();
    expect(reminderDue(end, parseIsoDate('2027-06-05'))).toBe(30);
    expect(reminderDue(end, parseIsoDate('2027-06-25'))).toBe(14);
    expect(reminderDue(end, parseIsoDate('2027-07-04'))).toBe(1);
    expect(reminderDue(end, parseIsoDate('2027-07-05'))).toBe(1);
    expect(reminderDue(end, parseIsoDate('2027-07-06'))).toBeNull();
  });
});

describe('the months a request still needs', () => {
  const months = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'];
  const answers = (met: number): VerificationMonth[] =>
    months.map((month, index) => answered(month, index < met ? 'met' : 'not_met'));

  it('is the number to meet less those met, out of the months still missing', () => {
    expect(monthsStillToMeet({ monthsToMeet: 1, monthsAnswer: answers(0) })).toBe(1);
    expect(monthsStillToMeet({ monthsToMeet: 2, monthsAnswer: answers(1) })).toBe(1);
    expect(monthsStillToMeet({ monthsToMeet: 6, monthsAnswer: answers(2) })).toBe(4);
  });

  it('is never more than the months missing, nor less than one', () => {
    expect(monthsStillToMeet({ monthsToMeet: 8, monthsAnswer: answers(0) })).toBe(6);
    expect(monthsStillToMeet({ monthsToMeet: 2, monthsAnswer: answers(6) })).toBe(1);
  });
});
