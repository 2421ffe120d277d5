import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import { STATE_DATA_SOURCES } from '@tracker/contracts/rules/state-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StateCheckCard } from '../../src/features/verifications/components/state-check-card';
import { i18n } from '../../src/lib/i18n';
import { makeUser, mockApi, pinClockToFixtures } from '../activities/support';
import { renderDashboard } from '../dashboard/support';
import { renderWithApp } from '../support/render';
import { makeMonth, makeRequest, metByHours, metByWages, missingMonth } from './support';

beforeEach(() => {
  // 20 March 2025.
  pinClockToFixtures();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

async function renderWith(requests: VerificationRequest[], language: 'en' | 'es' = 'en') {
  const view = await renderDashboard({
    user: makeUser({ preferredLanguage: language }),
    handlers: {
      'GET /api/user-exemptions': { body: [] },
      'GET /api/compliance/months': { body: { language, months: [] } },
      'GET /api/verifications': { body: requests },
    },
  });
  await waitFor(() => expect(i18n.language).toBe(language));
  return view;
}

function card() {
  return screen.getByRole('region', { name: /^(State check|Revisión del estado)$/ });
}

function toDo() {
  return screen.getByRole('list', { name: /^(Waiting on you|Pendiente de usted)/ });
}

/** The months under "What is missing" (or "Lo que falta"), as read. */
function fixList(region: HTMLElement): string[] {
  const heading = within(region).getByRole('heading', { name: /^(What is missing|Lo que falta)$/ });
  const section = heading.closest('.state-check__fix') as HTMLElement;
  const [months] = within(section).getAllByRole('list');
  return within(months!)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** A renewal period, September 2024 to February 2025, with nothing met and February the closest. */
function renewal(monthsToMeet: number, overrides: Partial<VerificationRequest> = {}) {
  return makeRequest({
    reason: 'renewal',
    monthsToMeet,
    months: [
      missingMonth('2024-09', 80, 58_000),
      missingMonth('2024-10', 80, 58_000),
      missingMonth('2024-11', 70, null),
      missingMonth('2024-12', 80, 58_000),
      missingMonth('2025-01', 80, 58_000),
      missingMonth('2025-02', 61, 58_000),
    ],
    ...overrides,
  });
}

const LINK_FIXES = {
  'Log hours': '/dashboard#add-activity',
  'Report pay': '/pay/new',
  'Ask for an exemption': '/dashboard#exemptions',
};

describe('the state-check card for an open request', () => {
  it('shows the countdown first, each month as it stands, what is missing and the fastest fixes', async () => {
    await renderWith([
      makeRequest({
        months: [
          metByWages('2024-12'),
          metByHours('2025-01'),
          makeMonth('2025-02', { status: 'exempt', decidedBy: 'enrollee', exemptions: ['Caregiver'] }),
          missingMonth('2025-03'),
        ],
        monthsToMeet: 4,
        notice: {
          sentOn: '2025-03-17',
          receivedOn: '2025-03-20',
          respondBy: '2025-04-21',
          recordedAt: '2025-03-17T15:00:00.000Z',
        },
      }),
    ]);
    const region = card();
    const countdown = within(region).getByText('32 days left (until April 21, 2025)');
    expect(countdown).toHaveClass('state-check__countdown--prominent');
    expect(within(region).getByText('Due by April 30, 2025')).toBeInTheDocument();
    const months = within(region).getByRole('list', { name: 'Months the state is checking' });
    expect(
      within(months)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'December 2024 Met: verified from state wage records, no action needed',
      'January 2025 Met by your hours',
      'February 2025 Exempt',
      'March 2025 Missing: 12 hours or $140 of pay',
    ]);
    // Every month is needed: what is missing is the one month not met, and no count is given.
    expect(fixList(region)).toEqual(['March 2025 Missing: 12 hours or $140 of pay']);
    expect(within(region).queryByText(/needs at least/)).not.toBeInTheDocument();
    for (const [name, href] of Object.entries(LINK_FIXES)) {
      expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Waiting on the person, at the top, with the same countdown and the way to the card.
    const item = within(toDo()).getByText('The state needs proof for March 2025').closest('li')!;
    expect(within(item).getByText('32 days left (until April 21, 2025)')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'See what the state needs' })).toHaveAttribute(
      'href',
      '/dashboard#state-check',
    );
  });

  it('before a notice, gives the due date, and says hours alone where pay does not count', async () => {
    await renderWith([makeRequest({ months: [missingMonth('2025-02', 7.5, null)] })]);
    const region = card();
    expect(within(region).queryByText(/days left/)).not.toBeInTheDocument();
    // Its only month is missing: named once, under what is missing.
    expect(within(region).getAllByText('Missing: 7.5 hours')).toHaveLength(1);
    expect(within(region).queryByText('Months the state is checking')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Report pay' })).not.toBeInTheDocument();
    const item = within(toDo()).getByText('The state needs proof for February 2025').closest('li')!;
    expect(within(item).getByText('Due by April 30, 2025')).toBeInTheDocument();
  });

  it('counts the last day as today, and says so once the window has ended', async () => {
    const notice = (respondBy: string) => ({
      sentOn: '2025-02-10',
      receivedOn: '2025-02-15',
      respondBy,
      recordedAt: '2025-02-10T15:00:00.000Z',
    });
    await renderWith([
      makeRequest({ notice: notice('2025-03-20'), dueDate: '2025-03-20' }),
      makeRequest({ notice: notice('2025-03-19'), dueDate: '2025-03-19' }),
    ]);
    expect(within(card()).getByText('Today is the last day (until March 20, 2025)')).toBeInTheDocument();
    expect(
      within(card()).getByText('The time to answer the notice ended on March 19, 2025.'),
    ).toBeInTheDocument();
  });

  it('asks nothing while the state is still checking its records', async () => {
    await renderWith([
      makeRequest({ status: 'pending', months: [makeMonth('2025-01'), makeMonth('2025-02')] }),
    ]);
    expect(within(card()).getAllByText('Being checked')).toHaveLength(3);
    expect(
      within(card()).getByText(
        'Nothing to do yet: the state is still checking its records for these months.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting on you.')).toBeInTheDocument();
  });

  it('in Spanish: the state source, the countdown and the missing month', async () => {
    await renderWith(
      [
        makeRequest({
          notice: {
            sentOn: '2025-03-17',
            receivedOn: '2025-03-20',
            respondBy: '2025-04-21',
            recordedAt: '2025-03-17T15:00:00.000Z',
          },
        }),
      ],
      'es',
    );
    const region = card();
    expect(within(region).getAllByText('Quedan 32 días (hasta el 21 de abril de 2025)')).toHaveLength(1);
    expect(
      within(region).getByText(
        'Cumplido: verificado con registros estatales de salarios, no tiene que hacer nada',
      ),
    ).toBeInTheDocument();
    // Under the months, and again under what is missing.
    expect(within(region).getAllByText('Falta: 12 horas o $140 de pago')).toHaveLength(2);
    const item = within(toDo()).getByText('El estado necesita pruebas de febrero de 2025').closest('li')!;
    expect(within(item).getByText('Quedan 32 días (hasta el 21 de abril de 2025)')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Registrar horas' })).toBeInTheDocument();
  });
});

describe('a renewal that needs only some of its months', () => {
  it('says how many, and under what is missing names only the closest month', async () => {
    await renderWith([renewal(1)]);
    const region = card();
    expect(within(region).getByText('The state needs at least 1 of these 6 months')).toBeInTheDocument();
    const months = within(region).getByRole('list', { name: 'Months the state is checking' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(region).getByText('1 more month met or exempt is enough. Closest to being met:'),
    ).toBeInTheDocument();
    expect(fixList(region)).toEqual(['February 2025 Missing: 61 hours or $580 of pay']);
    expect(within(region).getByRole('link', { name: 'Report pay' })).toBeInTheDocument();
    // The line waiting at the top says one of them will do, not all of them.
    expect(within(toDo()).getByText(/^The state needs proof for 1 of these months: /)).toBeInTheDocument();
  });

  it('names as many of the closest as are still needed, less the months already met', async () => {
    await renderWith([renewal(3)]);
    expect(fixList(card())).toEqual([
      'November 2024 Missing: 70 hours',
      'January 2025 Missing: 80 hours or $580 of pay',
      'February 2025 Missing: 61 hours or $580 of pay',
    ]);
    expect(
      within(card()).getByText('3 more months met or exempt are enough. Closest to being met:'),
    ).toBeInTheDocument();
  });

  it('counts a month already met toward the number', async () => {
    const request = renewal(2);
    request.months[0] = metByWages('2024-09');
    await renderWith([request]);
    expect(within(card()).getByText('The state needs at least 2 of these 6 months')).toBeInTheDocument();
    expect(fixList(card())).toEqual(['February 2025 Missing: 61 hours or $580 of pay']);
    expect(within(toDo()).getByText(/^The state needs proof for 1 of these months: /)).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await renderWith([renewal(2)], 'es');
    const region = card();
    expect(within(region).getByText('El estado necesita al menos 2 de estos 6 meses')).toBeInTheDocument();
    expect(
      within(region).getByText('Basta con 2 meses más cumplidos o exentos. Los más cercanos a cumplirse:'),
    ).toBeInTheDocument();
    expect(fixList(region)).toEqual([
      'noviembre de 2024 Falta: 70 horas',
      'febrero de 2025 Falta: 61 horas o $580 de pago',
    ]);
  });
});

describe('the words for who verified a month', () => {
  const ENGLISH = {
    wages: 'state wage records',
    unemployment: 'unemployment records',
    snap: 'SNAP',
    tanf: 'TANF',
    claims: 'Medicaid claims',
    va: 'VA',
    school: 'school enrollment records',
    other: 'state records',
  };
  const SPANISH = {
    wages: 'registros estatales de salarios',
    unemployment: 'registros de desempleo',
    snap: 'SNAP',
    tanf: 'TANF',
    claims: 'reclamos de Medicaid',
    va: 'VA',
    school: 'registros de inscripción escolar',
    other: 'registros del estado',
  };

  it.each([
    ['en', ENGLISH, 'Met: verified from %s, no action needed'],
    ['es', SPANISH, 'Cumplido: verificado con %s, no tiene que hacer nada'],
  ] as const)('names every state source in %s', async (language, words, sentence) => {
    mockApi({});
    await i18n.changeLanguage(language);
    const months = STATE_DATA_SOURCES.map((source, index) =>
      makeMonth(`2025-${String(index + 1).padStart(2, '0')}`, {
        status: 'met',
        route: 'hours',
        decidedBy: source,
      }),
    );
    renderWithApp(
      <StateCheckCard
        requests={[makeRequest({ status: 'pending', months })]}
        links={{ logHours: '/a', reportPay: '/b', askExemption: '/c' }}
      />,
    );
    const states = [...document.querySelectorAll('.state-check__month-state')].map(
      (node) => node.textContent,
    );
    expect(states).toEqual(STATE_DATA_SOURCES.map((source) => sentence.replace('%s', words[source])));
  });
});

describe('a request found noncompliant', () => {
  const noncompliant = () =>
    makeRequest({
      id: '00000000-0000-4000-8000-0000000000aa',
      status: 'noncompliant',
      months: [metByWages('2025-01'), missingMonth('2025-02')],
    });

  it('explains the right to a fair hearing, refuses an empty reason, and sends one', async () => {
    const user = userEvent.setup();
    const view = await renderWith([noncompliant()]);
    const answered = {
      ...noncompliant(),
      hearingRequest: { requestedAt: '2025-03-20T16:00:00.000Z', reason: 'I worked those hours.' },
    };
    view.api.fetch.mockClear();
    const post = vi.fn(() => ({ body: answered }));
    mockApiAgain(view.api, post);

    expect(within(toDo()).getByRole('link', { name: 'Ask for a hearing' })).toHaveAttribute(
      'href',
      '/dashboard#state-check',
    );
    const region = card();
    expect(within(region).getByRole('heading', { name: 'Your right to a fair hearing' })).toBeInTheDocument();
    expect(
      within(region).getByText(/not met for February 2025\. If you think this is wrong/),
    ).toBeInTheDocument();
    const send = await within(region).findByRole('button', { name: 'Ask for a hearing' });
    await user.click(send);
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.closest('.app-error-summary')).toHaveTextContent(
      'Why are you asking for a hearing?: Tell us briefly why you are asking for a hearing',
    );
    expect(post).not.toHaveBeenCalled();

    await user.type(
      within(region).getByLabelText(/Why are you asking for a hearing\?/),
      'I worked those hours.',
    );
    await user.click(send);
    expect(await within(card()).findByText('Hearing requested on March 20, 2025')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      expect.objectContaining({
        path: '/api/verifications/00000000-0000-4000-8000-0000000000aa/hearing-request',
        body: { reason: 'I worked those hours.' },
      }),
    ]);
    // Asked: no longer waiting on the person.
    expect(screen.queryByRole('link', { name: 'Ask for a hearing' })).not.toBeInTheDocument();
  });

  it('shows the server field error on the field', async () => {
    const user = userEvent.setup();
    const view = await renderWith([noncompliant()]);
    mockApiAgain(view.api, () => ({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { reason: 'Reason must be 2000 characters or less' } },
    }));
    const region = card();
    await user.type(await within(region).findByLabelText(/Why are you asking/), 'x');
    await user.click(within(region).getByRole('button', { name: 'Ask for a hearing' }));
    expect(await within(region).findByText('Reason must be 2000 characters or less')).toBeInTheDocument();
  });
});

describe('finished requests', () => {
  it('say in one line that the check is done', async () => {
    await renderWith([
      makeRequest({ status: 'compliant', months: [metByWages('2025-01'), metByHours('2025-02')] }),
      makeRequest({
        status: 'exempt',
        months: [makeMonth('2024-11', { status: 'exempt', decidedBy: 'snap' })],
      }),
    ]);
    expect(
      within(card()).getByText("The state's check of January 2025 and February 2025 is done."),
    ).toBeInTheDocument();
    expect(within(card()).getByText("The state's check of November 2024 is done.")).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting on you.')).toBeInTheDocument();
  });

  it('shows no card when the person has no request', async () => {
    await renderWith([]);
    expect(screen.queryByRole('region', { name: 'State check' })).not.toBeInTheDocument();
  });
});

type Api = Awaited<ReturnType<typeof renderWith>>['api'];

/** Answers the hearing request with `reply`, leaving every other call as the dashboard set it up. */
function mockApiAgain(
  api: Api,
  reply: (call: { path: string; body: unknown }) => { status?: number; body: unknown },
) {
  const original = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'POST' && url.endsWith('/hearing-request')) {
      const answer = reply({ path: url, body: JSON.parse(String(init.body)) as unknown });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return original(input, init);
  });
}
