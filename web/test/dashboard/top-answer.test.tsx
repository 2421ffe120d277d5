import type { DeterminationCore, MonthDetermination } from '@tracker/contracts/http/determinations';
import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { makeStats, makeUser, pinClockToFixtures } from '../activities/support';
import { makeUserExemption } from '../exemptions/support';
import { renderDashboard, type DashboardApi } from './support';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

/** March 2025 judged on the 20th under the seed's rules, its sentences as the server words them. */
function determination(overrides: Partial<DeterminationCore> = {}): DeterminationCore {
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

/** The stats of 20 March: 26 days to the deadline of 15 April. */
function stats(overrides: Partial<DeterminationCore> = {}, spec = {}) {
  return { ...makeStats({ daysUntilDeadline: 26, ...spec }), ...determination(overrides) };
}

/** February 2025 as `GET /api/compliance/months` sends it on 20 March: short, open until 15 March. */
function february(overrides: Partial<MonthDetermination> = {}): MonthDetermination {
  return {
    ...determination({
      determination: 'not_met',
      route: null,
      countedHours: 15,
      deadline: '2025-03-15',
      nextStep: { kind: 'log_more', hours: 5, incomeCents: null, jobSearchActivities: 0, by: '2025-03-15' },
      summary: "February isn't met yet: you have 15 of 20 hours.",
      nextStepText: 'Log 5 more hours of job search, work, training or volunteering by March 15.',
    }),
    month: '2025-02',
    judgedOn: '2025-02-28',
    profileId: 'seed',
    notRequired: null,
    exemptions: [],
    missing: { hours: 5, incomeCents: null, jobSearchActivities: 0 },
    requiredHours: 20,
    studyHours: 0,
    jobSearchActivities: 0,
    jobSearchMinimum: 0,
    seasonalAverage: null,
    ...overrides,
  };
}

async function renderWith(
  api: DashboardApi & { exemptions?: UserExemption[]; previousMonth?: MonthDetermination } = {},
) {
  const { exemptions = [], previousMonth, handlers = {}, ...rest } = api;
  return renderDashboard({
    ...rest,
    handlers: {
      'GET /api/user-exemptions': { body: exemptions },
      'GET /api/compliance/months': {
        body: { language: 'en', months: previousMonth ? [previousMonth] : [] },
      },
      ...handlers,
    },
  });
}

function monthAnswer() {
  return screen.getByRole('region', { name: /^(Your month|Su mes): / });
}

/** The answer's paragraphs, in reading order. */
function sentences(): string[] {
  return [...monthAnswer().querySelectorAll('p')].map((p) => p.textContent!.trim());
}

function logHours() {
  return within(monthAnswer()).getByRole('link', { name: 'Log hours' });
}

const waitingRequest = (overrides: Partial<UserExemption> = {}) =>
  makeUserExemption({
    medicaidExemptionName: 'Medically frail',
    abbreviation: 'MED_FRAIL',
    status: 'waiting_on_enrollee',
    waitingMessage: 'Please upload a letter from your doctor.',
    replyBy: '2025-03-27',
    ...overrides,
  });

describe('the answer at the top of the dashboard, for each determination', () => {
  it('not required: says so, with no deadline to keep', async () => {
    const summary = 'Nothing is required for March: the requirement starts in January 2027.';
    await renderWith({
      stats: stats({
        determination: 'not_required',
        route: null,
        countedHours: 0,
        summary,
        nextStepText: 'Nothing more to do for March.',
      }),
    });
    expect(sentences()).toEqual([summary, 'Nothing is waiting on you.']);
    expect(monthAnswer()).toHaveAccessibleName('Your month: March 2025');
    expect(within(monthAnswer()).queryByText(/deadline/)).toBeNull();
  });

  it('exempt: names the exemption, with no deadline to keep', async () => {
    const summary = "You're exempt for March: Medically frail.";
    await renderWith({
      stats: stats({ determination: 'exempt', route: null, countedHours: 0, summary }),
    });
    expect(sentences()).toEqual([summary, 'Nothing is waiting on you.']);
  });

  it('met by hours: says the month is done, and by when it could still be changed', async () => {
    await renderWith({ stats: stats() });
    expect(sentences()).toEqual([
      "You're done for March: 20 hours logged, 20 needed.",
      'Reporting deadline: April 15, 2025. 26 days left.',
      'Nothing is waiting on you.',
    ]);
    // Nothing is asked, so logging hours is offered but not pressed on the person.
    expect(logHours()).toHaveClass('usa-button--outline');
  });

  it('met by pay while the hours alone fall short: done, not behind', async () => {
    const summary = "You're done for March: your pay of $600 reaches the $580 needed.";
    await renderWith({
      stats: stats(
        { route: 'income', countedHours: 6, income: 60000, incomeThreshold: 58000, summary },
        { complianceStatus: 'behind_schedule', currentHours: 6, requiredHours: 80 },
      ),
    });
    expect(sentences()[0]).toBe(summary);
    expect(within(monthAnswer()).queryByRole('link', { name: 'Report pay' })).toBeNull();
  });

  it('not met: the step first (hours or pay, by the deadline), then where the month stands', async () => {
    const summary = "March isn't met yet: you have 14 of 20 hours and $538 of $580 in pay.";
    const nextStep =
      'Log 6 more hours of job search, work, training or volunteering, or $42 more pay, by April 15.';
    await renderWith({
      stats: stats(
        {
          determination: 'not_met',
          route: null,
          countedHours: 14,
          income: 53800,
          incomeThreshold: 58000,
          nextStep: {
            kind: 'log_more',
            hours: 6,
            incomeCents: 4200,
            jobSearchActivities: 0,
            by: '2025-04-15',
          },
          summary,
          nextStepText: nextStep,
        },
        // The spec's month-end count would say 11 days; the answer gives the determination's deadline.
        { daysUntilDeadline: 26 },
      ),
    });
    expect(sentences()).toEqual([
      nextStep,
      summary,
      'Reporting deadline: April 15, 2025. 26 days left.',
      'Nothing is waiting on you.',
    ]);
    expect(logHours()).not.toHaveClass('usa-button--outline');
    expect(logHours()).toHaveAttribute('href', '/dashboard#add-activity');
    expect(within(monthAnswer()).getByRole('link', { name: 'Report pay' })).toHaveAttribute(
      'href',
      '/pay/new',
    );
  });

  it('not met where pay does not count: no way to report pay', async () => {
    await renderWith({
      stats: stats({
        determination: 'not_met',
        route: null,
        countedHours: 4,
        nextStep: {
          kind: 'log_more',
          hours: 16,
          incomeCents: null,
          jobSearchActivities: 0,
          by: '2025-04-15',
        },
        summary: "March isn't met yet: you have 4 of 20 hours.",
        nextStepText: 'Log 16 more hours of job search, work, training or volunteering by April 15.',
      }),
    });
    expect(sentences()[0]).toBe(
      'Log 16 more hours of job search, work, training or volunteering by April 15.',
    );
    expect(within(monthAnswer()).queryByRole('link', { name: 'Report pay' })).toBeNull();
  });

  it('job search logged where it does not count: says what is left and that those hours did not count', async () => {
    const summary =
      "March isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.";
    const nextStep = 'Log 80 more hours of work, training or volunteering, or $580 more pay, by April 15.';
    const uncounted = 'Not counted toward the requirement: 85 hours of job search.';
    await renderWith({
      stats: stats(
        {
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
        },
        // Counted from all hours, the spec's status would call the month completed.
        { complianceStatus: 'completed', isCompliant: true, currentHours: 85, requiredHours: 80 },
      ),
    });
    expect(sentences().slice(0, 3)).toEqual([nextStep, summary, uncounted]);
  });

  it('from a server without determinations: the status sentence, and still the way to log hours', async () => {
    await renderWith({ stats: makeStats({ complianceStatus: 'behind_schedule' }) });
    expect(sentences()[0]).toBe('You are behind schedule this month. Log more hours to catch up.');
    expect(logHours()).toBeInTheDocument();
  });
});

describe('what is waiting on the enrollee', () => {
  it("lists a reviewer's request with what they asked, the reply-by day and the way to the request", async () => {
    const request = waitingRequest();
    await renderWith({ stats: stats(), exemptions: [request] });
    const toDo = screen.getByRole('list', { name: 'Waiting on you: 1 thing' });
    const [item] = within(toDo).getAllByRole('listitem');
    expect([...item!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Reply to the reviewer by March 27, 2025',
      'About your request: Medically frail',
      'They asked: Please upload a letter from your doctor.',
    ]);
    // The type by its name; its code is not for enrollees.
    expect(item).not.toHaveTextContent('MED_FRAIL');
    expect(within(item!).getByRole('link', { name: 'Open the request: Medically frail' })).toHaveAttribute(
      'href',
      `/dashboard#exemption-request-${request.id}`,
    );
  });

  it('asks for a reply without a day when the server sets none', async () => {
    await renderWith({
      stats: stats(),
      exemptions: [waitingRequest({ replyBy: null, waitingMessage: null })],
    });
    const [item] = within(screen.getByRole('list', { name: 'Waiting on you: 1 thing' })).getAllByRole(
      'listitem',
    );
    expect([...item!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Reply to the reviewer',
      'About your request: Medically frail',
    ]);
  });

  it('never hides a waiting request behind a month that is done: it comes first', async () => {
    await renderWith({
      stats: stats({}, { complianceStatus: 'completed', isCompliant: true, currentHours: 20 }),
      exemptions: [waitingRequest()],
    });
    const toDo = screen.getByRole('heading', { name: 'Waiting on you: 1 thing' });
    const month = screen.getByRole('heading', { name: 'Your month: March 2025' });
    const status = document.querySelector('.dashboard-status')!;
    expect(status).toHaveTextContent('Completed');
    // Document order: the request, then the month's answer, then the status card.
    expect(toDo.compareDocumentPosition(month) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(month.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Nothing is waiting on you.')).toBeNull();
  });

  it('drops a request once it is approved, denied or back in review; lists the soonest reply first', async () => {
    await renderWith({
      stats: stats(),
      exemptions: [
        waitingRequest({ medicaidExemptionName: 'Caregiver', replyBy: '2025-04-02' }),
        waitingRequest({ medicaidExemptionName: 'Medically frail', replyBy: '2025-03-25' }),
        waitingRequest({ status: 'approved', medicaidExemptionName: 'Student', replyBy: null }),
        waitingRequest({ status: 'denied', medicaidExemptionName: 'Disability', replyBy: null }),
        waitingRequest({ status: 'under_review', medicaidExemptionName: 'Pregnancy', replyBy: null }),
      ],
    });
    const toDo = screen.getByRole('list', { name: 'Waiting on you: 2 things' });
    expect(
      within(toDo)
        .getAllByRole('listitem')
        .map((item) => item.querySelectorAll('p')[1]!.textContent),
    ).toEqual(['About your request: Medically frail', 'About your request: Caregiver']);
  });

  it('lists last month while it falls short and can still be made up, by its deadline', async () => {
    pinClockToFixtures();
    const { api } = await renderWith({
      stats: stats(),
      previousMonth: february(),
      exemptions: [waitingRequest({ replyBy: '2025-03-27' })],
    });
    const toDo = screen.getByRole('list', { name: 'Waiting on you: 2 things' });
    const [first, second] = within(toDo).getAllByRole('listitem');
    // Due on 15 March, before the reply asked for by the 27th.
    expect([...first!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Log 5 more hours of job search, work, training or volunteering by March 15.',
      "February isn't met yet: you have 15 of 20 hours.",
    ]);
    expect(within(first!).getByRole('link', { name: 'Log hours for February 2025' })).toHaveAttribute(
      'href',
      '/dashboard#add-activity',
    );
    expect(second).toHaveTextContent('Reply to the reviewer by March 27, 2025');
    const asked = new URL(api.to('GET /api/compliance/months')[0]!.url, 'http://localhost').searchParams;
    expect([asked.get('from'), asked.get('to'), asked.get('language')]).toEqual(['2025-02', '2025-02', 'en']);
  });

  it.each([
    ['met since', february({ determination: 'met', route: 'hours', nextStep: { kind: 'none' } })],
    ['closed for reporting', february({ nextStep: { kind: 'reporting_closed', deadline: '2025-03-15' } })],
    ['not required', february({ determination: 'not_required', nextStep: { kind: 'none' } })],
  ])('leaves last month out once it is %s', async (_, previousMonth) => {
    await renderWith({ stats: stats(), previousMonth });
    expect(screen.queryByRole('list', { name: /Waiting on you/ })).toBeNull();
  });

  it('asks to confirm a cell number that is not confirmed, with the way there', async () => {
    await renderWith({
      user: makeUser({ cellNumber: '555-123-4567', cellNumberVerified: false }),
      stats: stats(),
    });
    const toDo = screen.getByRole('list', { name: 'Waiting on you: 1 thing' });
    expect(
      within(toDo).getByText('Confirm your cell phone number, 555-123-4567, so our texts can reach you.'),
    ).toBeInTheDocument();
    expect(within(toDo).getByRole('link', { name: 'Confirm your number' })).toHaveAttribute(
      'href',
      '/profile#phone-confirmation',
    );
  });

  it('says nothing is waiting when nothing is, a confirmed number included', async () => {
    await renderWith({ user: makeUser({ cellNumberVerified: true }), stats: stats() });
    expect(screen.queryByRole('list', { name: /Waiting on you/ })).toBeNull();
    expect(within(monthAnswer()).getByText('Nothing is waiting on you.')).toBeInTheDocument();
  });

  it('still shows what is waiting when the month cannot be loaded', async () => {
    await renderWith({
      exemptions: [waitingRequest()],
      handlers: { 'GET /api/dashboard/stats': { status: 500, body: { message: 'Boom' } } },
    });
    expect(screen.getByRole('list', { name: 'Waiting on you: 1 thing' })).toBeInTheDocument();
  });
});

describe('the answer in Spanish', () => {
  it('reads in Spanish, dates and counts included, with the sentences the server words', async () => {
    const summary = 'Todavía no cumple con marzo: tiene 14 de 20 horas.';
    const nextStep =
      'Registre 6 horas más de búsqueda de empleo, trabajo, capacitación o voluntariado hasta el 15 de abril.';
    await renderWith({
      user: makeUser({ preferredLanguage: 'es', cellNumberVerified: false }),
      stats: stats({
        determination: 'not_met',
        route: null,
        countedHours: 14,
        nextStep: { kind: 'log_more', hours: 6, incomeCents: null, jobSearchActivities: 0, by: '2025-04-15' },
        summary,
        nextStepText: nextStep,
      }),
      exemptions: [
        waitingRequest({
          medicaidExemptionName: 'Medically frail',
          medicaidExemptionNameEs: 'Persona médicamente frágil',
        }),
      ],
    });
    await waitFor(() => expect(i18n.language).toBe('es'));
    const toDo = await screen.findByRole('list', { name: 'Pendiente de usted: 2 cosas' });
    expect(
      within(toDo).getByText('Responda al revisor a más tardar el 27 de marzo de 2025'),
    ).toBeInTheDocument();
    expect(
      within(toDo).getByRole('link', { name: 'Abrir la solicitud: Persona médicamente frágil' }),
    ).toBeInTheDocument();
    expect(within(toDo).getByRole('link', { name: 'Confirme su número' })).toBeInTheDocument();
    expect(monthAnswer()).toHaveAccessibleName('Su mes: marzo de 2025');
    expect(sentences()).toEqual([
      nextStep,
      summary,
      'Plazo para informar: 15 de abril de 2025. Quedan 26 días.',
    ]);
    expect(within(monthAnswer()).getByRole('link', { name: 'Registrar horas' })).toBeInTheDocument();
  });

  it('asks the server for the sentences in the page language', async () => {
    const { api } = await renderWith({ user: makeUser({ preferredLanguage: 'es' }), stats: stats() });
    await waitFor(() =>
      expect(api.to('GET /api/dashboard/stats').some((call) => call.url.includes('language=es'))).toBe(true),
    );
  });
});

describe('following the answer into the sections', () => {
  it('"Log hours" opens a closed Activity Reporting and puts the cursor in the form', async () => {
    window.localStorage.setItem('dashboard.section.activityReporting', 'closed');
    await renderWith({ stats: stats() });
    const section = screen.getByRole('button', { name: 'Activity Reporting' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(logHours());
    await waitFor(() => expect(section).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Job Search/ })).toHaveFocus());
    // Following a link is not the person's choice about the section: the saved one stays.
    expect(window.localStorage.getItem('dashboard.section.activityReporting')).toBe('closed');
  });

  it("a to-do's link opens Exemption Management at the request, with its notes and files shown", async () => {
    window.localStorage.setItem('dashboard.section.exemptionManagement', 'closed');
    const request = waitingRequest();
    await renderWith({
      stats: stats(),
      exemptions: [request],
      handlers: {
        'GET /api/medicaid-exemptions': { body: [] },
        'GET /api/exemption-notes': { body: [] },
        'GET /api/exemption-attachments': { body: [] },
      },
    });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open the request: Medically frail' }));
    const section = screen.getByRole('button', { name: 'Exemption Management' });
    await waitFor(() => expect(section).toHaveAttribute('aria-expanded', 'true'));
    const details = await screen.findByRole('button', { name: /^Notes and files/ }, { timeout: 5000 });
    await waitFor(() => expect(details).toHaveFocus());
    expect(details).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('sections on a phone', () => {
  function phoneWidth(matches: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} })),
    );
  }

  it('start closed on a phone, so the answer stands alone; a saved choice still wins', async () => {
    phoneWidth(true);
    window.localStorage.setItem('dashboard.section.exemptionManagement', 'open');
    await renderWith({ stats: stats() });
    expect(screen.getByRole('button', { name: 'Medicaid Status' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Activity Reporting' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Exemption Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('start open on a wider screen', async () => {
    phoneWidth(false);
    await renderWith({ stats: stats() });
    expect(screen.getByRole('button', { name: 'Medicaid Status' })).toHaveAttribute('aria-expanded', 'true');
  });
});
