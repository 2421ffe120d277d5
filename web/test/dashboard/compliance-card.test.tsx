import type { DeterminationCore } from '@tracker/contracts/http/determinations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { makeStats, makeUser } from '../activities/support';
import { renderDashboard } from './support';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A month met by 20 logged hours under the seed's rules, its sentences as the server words them. */
function makeDetermination(overrides: Partial<DeterminationCore> = {}): DeterminationCore {
  return {
    determination: 'met',
    route: 'hours',
    countedHours: 20,
    uncountedHours: [],
    income: 0,
    incomeThreshold: null,
    deadline: '2025-04-15',
    nextStep: { kind: 'none' },
    summary: "You're done for March: 20 hours logged, 20 needed.",
    nextStepText: 'Nothing more to do for March.',
    uncountedText: null,
    ...overrides,
  };
}

async function complianceCard() {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: /Compliance Status|Estado de cumplimiento/,
  });
  return heading.closest('li')!;
}

/** The card's paragraphs, in order, as read. */
function paragraphs(card: HTMLElement): string[] {
  return [...card.querySelectorAll('p')].map((p) => p.textContent!.trim());
}

describe('Compliance Status card: the month determination', () => {
  it('under the seed rules keeps the status and its sentence, and adds the summary and next step', async () => {
    const summary = "You're done for March: 20 hours logged, 20 needed.";
    await renderDashboard({
      stats: {
        ...makeStats({
          complianceStatus: 'completed',
          isCompliant: true,
          currentHours: 20,
          progressPercentage: 100,
        }),
        ...makeDetermination(),
      },
    });
    const card = await complianceCard();
    expect(paragraphs(card)).toEqual([
      '✓Completed',
      "You have met this month's requirement.",
      summary,
      'Nothing more to do for March.',
      '20 days until the deadline',
      'No active exemptions',
    ]);
  });

  it('met by pay while the hours are behind schedule: says the month is met, not that it is behind', async () => {
    const summary = "You're done for March: your pay of $600 reaches the $580 needed.";
    await renderDashboard({
      stats: {
        ...makeStats({
          complianceStatus: 'behind_schedule',
          currentHours: 60,
          requiredHours: 80,
          progressPercentage: 75,
        }),
        ...makeDetermination({
          route: 'income',
          countedHours: 60,
          income: 60000,
          incomeThreshold: 58000,
          summary,
        }),
      },
    });
    const card = await complianceCard();
    // The status word follows the month's result: a month met by pay never reads "Behind Schedule".
    expect(paragraphs(card)[0]).toBe('✓Completed');
    expect(within(card).queryByText('Behind Schedule')).toBeNull();
    expect(within(card).queryByText(/You are behind schedule this month/)).toBeNull();
    // The summary takes the place of the status sentence, right under the status.
    expect(paragraphs(card).slice(1, 3)).toEqual([summary, 'Nothing more to do for March.']);
  });

  it('not met with job search logged: says what is left and which hours did not count', async () => {
    const summary =
      "March isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.";
    const nextStep = 'Log 80 more hours of work, training or volunteering, or $580 more pay, by April 15.';
    const uncounted = 'Not counted toward the requirement: 85 hours of job search.';
    await renderDashboard({
      stats: {
        ...makeStats({
          complianceStatus: 'completed',
          isCompliant: true,
          currentHours: 85,
          requiredHours: 80,
          progressPercentage: 100,
        }),
        ...makeDetermination({
          determination: 'not_met',
          route: null,
          countedHours: 0,
          uncountedHours: [{ type: 'job_search', hours: 85, reason: 'job_search_not_counted' }],
          incomeThreshold: 58000,
          nextStep: {
            kind: 'log_more',
            hours: 80,
            incomeCents: 58000,
            jobSearchActivities: 0,
            by: '2025-04-15',
          },
          summary,
          nextStepText: nextStep,
          uncountedText: uncounted,
        }),
      },
    });
    const card = await complianceCard();
    // "You have met this month's requirement." would say the opposite of the month's result.
    expect(within(card).queryByText("You have met this month's requirement.")).toBeNull();
    expect(paragraphs(card).slice(1, 4)).toEqual([summary, nextStep, uncounted]);
  });

  it('shows the sentences in Spanish as the server words them', async () => {
    const summary = 'Ya cumplió con marzo: su pago de $600 alcanza los $580 necesarios.';
    const nextStep = 'No le queda nada por hacer en marzo.';
    const uncounted = 'No cuentan para el requisito: 5 horas de búsqueda de empleo.';
    await renderDashboard({
      user: makeUser({ preferredLanguage: 'es' }),
      stats: {
        ...makeStats({ complianceStatus: 'on_track' }),
        ...makeDetermination({
          route: 'income',
          income: 60000,
          incomeThreshold: 58000,
          uncountedHours: [{ type: 'job_search', hours: 5, reason: 'job_search_not_counted' }],
          summary,
          nextStepText: nextStep,
          uncountedText: uncounted,
        }),
      },
    });
    await waitFor(() => expect(i18n.language).toBe('es'));
    const card = await complianceCard();
    expect(within(card).getByText('Completado')).toBeInTheDocument();
    expect(within(card).queryByText('Al día')).toBeNull();
    expect(within(card).queryByText(/Va en buen camino/)).toBeNull();
    expect(paragraphs(card).slice(1, 4)).toEqual([summary, nextStep, uncounted]);
  });

  it('from a server without determinations shows the status and its sentence as before', async () => {
    await renderDashboard({
      stats: makeStats({ complianceStatus: 'behind_schedule', daysUntilDeadline: 12 }),
    });
    const card = await complianceCard();
    expect(paragraphs(card)).toEqual([
      '!Behind Schedule',
      'You are behind schedule this month. Log more hours to catch up.',
      '12 days until the deadline',
      'No active exemptions',
    ]);
  });
});
