import { readFile } from 'node:fs/promises';
import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  isoDateIn,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Enrollee, registerVerifiedEnrollee } from './support/accounts.js';
import { okApi } from './support/api.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { daytimeZone } from './support/daytime.js';
import { logIn, openContext, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, FEDERAL_RULES_NOW, startBrowserTestSystem } from './support/system.js';
import { waitForText, waitForTextedCode } from './support/texts.js';

// The state's side of the work requirement, as a state reviewer and an enrollee go through it: the
// reviewer imports requests and the state's own data; a request the data settles needs nobody; the
// enrollee is told what is missing and how long is left, later that the requirement was not met, and
// asks for a fair hearing from the dashboard.

/** A small phone: the narrowest common Android screen. */
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SIZES = [
  ['360', SMALL_PHONE],
  ['1280', DESKTOP],
] as const;

/** A month two months before this one: in the past on every calendar, and required from 2026 on. */
function pastMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
}

/** How a month is named on the pages, in English: `September 2026`. */
function monthName(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** A CSV file for a file field. */
function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

/** The body of a GET the page makes with its cookie, as text (the export is CSV, not JSON). */
function fetchText(page: Page, path: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }, path);
}

/**
 * Makes `language` the page's, with the header's switcher as a person would: once signed in, the
 * profile's language wins over the device's, and the switcher saves the choice to the profile.
 */
async function chooseLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  const other = language === 'es' ? 'en' : 'es';
  // The switcher offers the language the page is not in.
  const offered = page.locator('button.language-switcher:visible').first();
  await offered.waitFor();
  if ((await offered.getAttribute('lang')) === other) return;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PATCH',
  );
  await offered.click();
  expect((await saved).ok()).toBe(true);
  await page.locator(`button.language-switcher[lang="${other}"]:visible`).first().waitFor();
}

/** Logs in through the Spanish login form and waits for the dashboard. */
async function logInInSpanish(page: Page, baseUrl: string, who: Enrollee): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Nombre de usuario o correo electrónico').fill(who.username);
  await page.getByLabel(/^Contraseña/).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe.runIf(browserAvailable())("the state's verification of an enrollee's months", () => {
  let env: BrowserTestSystem;
  let zone: string;
  let month: string;
  let today: string;
  let nina: Enrollee;
  const ninaMedicaidId = `NY${String(Date.now()).slice(-8)}`;
  const strangerMedicaidId = `NY${String(Date.now() + 1).slice(-8)}X`;
  let adminContext: BrowserContext;
  let admin: Page;
  let ninaRequest: AdminVerificationRequest;
  let strangerRequest: AdminVerificationRequest;

  /** A signed-in page of the enrollee's in `language` at `viewport`, on the dashboard. */
  async function enrolleeDashboard(
    browser: Browser,
    language: 'en' | 'es',
    viewport: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await openContext(browser, { language, viewport, timezoneId: zone });
    const page = await context.newPage();
    if (language === 'es') await logInInSpanish(page, env.url, nina);
    else await logIn(page, env.url, nina.username, nina.password, /\/dashboard$/);
    await chooseLanguage(page, language);
    return { context, page };
  }

  /** The admin's view of the requests, by Medicaid id ending. */
  async function adminRequests(): Promise<AdminVerificationRequest[]> {
    const list = await okApi<{ items: AdminVerificationRequest[] }>(admin, 'GET', '/api/admin/verifications');
    return list.items;
  }

  async function adminRequest(id: string): Promise<AdminVerificationRequest> {
    return okApi<AdminVerificationRequest>(admin, 'GET', `/api/admin/verifications/${id}`);
  }

  beforeAll(async () => {
    const now = new Date();
    zone = daytimeZone(now);
    month = pastMonth(now);
    today = isoDateIn(zone, now);
    // The law's profile in force from 2026, so the month is required; every calendar in one zone, in
    // its daytime, so texts are not held for the night and the countdown counts the same days.
    env = await startBrowserTestSystem(inject('webDist'), { ...FEDERAL_RULES_NOW, DEFAULT_TIMEZONE: zone });
    nina = await registerVerifiedEnrollee(env, 'nina_estado');

    // She confirms her cell number (so notices are texted too) and gives her Medicaid id.
    const setupContext = await openContext(env.browser, { timezoneId: zone });
    const setup = await setupContext.newPage();
    await logIn(setup, env.url, nina.username, nina.password, /\/dashboard$/);
    const codeAsked = new Date(Date.now() - 1000);
    await okApi(setup, 'POST', '/api/user/phone/verify-start');
    const code = await waitForTextedCode(env, nina.cellNumber, codeAsked);
    await okApi(setup, 'POST', '/api/user/phone/verify', { code });
    await okApi(setup, 'PATCH', '/api/user/medicaid-account', {
      medicaidState: 'NY',
      medicaidId: ninaMedicaidId,
    });
    await setupContext.close();

    adminContext = await openContext(env.browser, { viewport: DESKTOP, timezoneId: zone });
    admin = await adminContext.newPage();
    const { admin: credentials } = env.system.credentials;
    await logIn(admin, env.url, credentials.username, credentials.password, /\/admin$/);
  });

  afterAll(async () => {
    await adminContext?.close();
    await env?.stop();
  });

  it('imports requests by CSV and shows the refused row with its line and reason', async () => {
    const due = formatIsoDate(addDays(parseIsoDate(today), 45));
    await admin.goto(`${env.url}/admin/verifications`);
    await admin.getByRole('heading', { name: 'State Verification Requests', level: 1 }).waitFor();
    await admin.getByRole('status').getByText('There are no verification requests yet.').waitFor();

    const importSection = admin.getByRole('region', { name: 'Import requests (CSV)' });
    await importSection
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile('requests.csv', [
          'medicaidId,months,dueDate,reason',
          `${ninaMedicaidId},${month},${due},application`,
          `${strangerMedicaidId},${month},${due},application`,
          `NY00000000,${month},${due},someday`,
        ]),
      );
    await importSection.getByRole('button', { name: 'Import requests' }).click();
    const result = importSection.getByRole('status');
    await result.getByText('Rows read: 3. Requests created: 2.').waitFor();
    const refused = result.getByRole('table', { name: 'Rows refused' });
    expect(await refused.locator('tbody tr').allInnerTexts()).toEqual([
      '4\tReason must be application, renewal or other',
    ]);
    expect(await scrollsSideways(admin)).toBe(false);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The list shows both: the enrollee by name, the other as not registered yet.
    const requests = await adminRequests();
    expect(requests).toHaveLength(2);
    ninaRequest = requests.find((request) => request.medicaidIdLast4 === ninaMedicaidId.slice(-4))!;
    strangerRequest = requests.find((request) => request.medicaidIdLast4 === strangerMedicaidId.slice(-4))!;
    expect(ninaRequest).toMatchObject({ userId: expect.any(String), person: { username: nina.username } });
    expect(strangerRequest).toMatchObject({ userId: null, person: null, status: 'pending' });
    await admin.reload();
    const table = admin.getByRole('table', { name: 'Verification requests, soonest due first' });
    await table.getByRole('link', { name: 'Marta Quintero' }).waitFor();
    await table.getByRole('link', { name: 'Not registered yet' }).waitFor();
  });

  it("settles the unregistered person's request from the state's SNAP data, with no one acting", async () => {
    await admin.goto(`${env.url}/admin/data-matches`);
    await admin.getByRole('heading', { name: 'State Data Matches', level: 1 }).waitFor();
    await admin
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile('snap.csv', [
          'medicaidId,month,source,amount,hours,flag',
          `${strangerMedicaidId},${month},snap,,,yes`,
        ]),
      );
    await admin.getByRole('button', { name: 'Upload and match' }).click();
    const report = admin.getByRole('region', { name: 'Import result for snap.csv' });
    await report.waitFor();
    const facts = await report.locator('.verifications-admin__fact').allInnerTexts();
    expect(facts.map((fact) => fact.replace(/\s+/g, ' ').trim())).toEqual([
      'Rows 1',
      'Matched 0',
      'Unmatched (kept until the person registers) 1',
      'Refused 0',
    ]);
    await report.getByText('No row was refused.').waitFor();
    expect(await scrollsSideways(admin)).toBe(false);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // SNAP's work requirement met exempts the month under the law, and is compliance with a work rule:
    // the request is done, compliant.
    await expect
      .poll(async () => (await adminRequest(strangerRequest.id)).status, { timeout: 20_000, interval: 250 })
      .toBe('compliant');
    const settled = await adminRequest(strangerRequest.id);
    expect(settled.months).toEqual([expect.objectContaining({ month, status: 'exempt', decidedBy: 'snap' })]);
  });

  it('records a notice; the enrollee is texted and sees the countdown, what is missing and how to fix it', async () => {
    // Reporting answers that the month was not met: the enrollee is asked.
    await expect
      .poll(async () => (await adminRequest(ninaRequest.id)).status, { timeout: 20_000, interval: 250 })
      .toBe('needs_information');

    await admin.goto(`${env.url}/admin/verifications`);
    await admin.getByRole('link', { name: 'Marta Quintero' }).click();
    await admin.waitForURL(new RegExp(`/admin/verifications/${ninaRequest.id}$`));
    await admin.getByRole('heading', { name: 'Verification request', level: 1 }).waitFor();
    const monthRow = admin.getByRole('row', { name: new RegExp(monthName(month)) });
    await monthRow.getByText('Not met: missing 80 hours or $580').waitFor();
    await monthRow.getByText('Not decided').waitFor();

    const noticeAsked = new Date(Date.now() - 1000);
    await admin.getByLabel('Sent on').fill(today);
    await admin.getByRole('button', { name: 'Record notice' }).click();
    await admin.getByText('Notice recorded').first().waitFor();
    const noticed = await adminRequest(ninaRequest.id);
    const respondBy = noticed.notice?.respondBy;
    if (!respondBy) throw new Error('the notice has no respond-by date');
    const daysLeft = daysBetween(parseIsoDate(today), parseIsoDate(respondBy));
    expect(daysLeft).toBeGreaterThanOrEqual(35);
    await admin
      .getByRole('definition')
      .getByText(new RegExp(`${Number(respondBy.slice(8))}, ${respondBy.slice(0, 4)}`))
      .first()
      .waitFor();
    expect(await scrollsSideways(admin)).toBe(false);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The notice is texted: the last day and the month to show.
    const text = await waitForText(env, nina.cellNumber, noticeAsked, (t) => t.body.includes('notice'));
    const until = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${respondBy}T00:00:00Z`));
    expect(text.body).toContain(`the state sent you a notice. You have until ${until}`);
    expect(text.body).toContain(monthName(month).split(' ')[0]);

    // On a small phone: the to-do first, with the countdown, then the card with the month missing
    // and the ways to fix it.
    const { context, page } = await enrolleeDashboard(env.browser, 'en', SMALL_PHONE);
    const toDo = page.locator('.dashboard-todo__item--state-check');
    await toDo.getByText(`The state needs proof for ${monthName(month)}`).waitFor();
    await toDo.getByText(`${daysLeft} days left (until ${until})`).waitFor();
    await toDo.getByRole('link', { name: 'See what the state needs' }).click();

    const card = page.getByRole('region', { name: 'State check' });
    await card.waitFor();
    await card.getByText('Action needed').waitFor();
    await card
      .locator('.state-check__countdown--prominent')
      .getByText(`${daysLeft} days left (until ${until})`)
      .waitFor();
    const fix = card.locator('.state-check__fix');
    expect(await fix.locator('.state-check__month').allInnerTexts()).toEqual([
      // The colon after the month's name is the stylesheet's.
      `${monthName(month)} Missing: 80 hours or $580 of pay`,
    ]);
    const links = fix.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['Log hours', 'Report pay', 'Ask for an exemption']);
    expect(await fix.getByRole('link', { name: 'Report pay' }).getAttribute('href')).toBe('/pay/new');
    expect(await fix.getByRole('link', { name: 'Log hours' }).getAttribute('href')).toMatch(/^\/dashboard#/);
    expect(await fix.getByRole('link', { name: 'Ask for an exemption' }).getAttribute('href')).toMatch(
      /^\/dashboard#/,
    );
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'state-check-notice-en-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the same in Spanish, and on a wide screen', async () => {
    const { respondBy } = (await adminRequest(ninaRequest.id)).notice!;
    const daysLeft = daysBetween(parseIsoDate(today), parseIsoDate(respondBy));
    const until = new Intl.DateTimeFormat('es-US', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${respondBy}T00:00:00Z`));
    for (const [size, viewport] of SIZES) {
      const { context, page } = await enrolleeDashboard(env.browser, 'es', viewport);
      const card = page.getByRole('region', { name: 'Revisión del estado' });
      await card.getByText(`Quedan ${daysLeft} días (hasta el ${until})`).waitFor();
      const fix = card.locator('.state-check__fix');
      expect(await fix.getByRole('link').allInnerTexts()).toEqual([
        'Registrar horas',
        'Informar un pago',
        'Pedir una exención',
      ]);
      await fix.getByText(/Falta: 80 horas o/).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `state-check-notice-es-${size}`);
      if (size === '1280') {
        expect(await seriousA11yViolations(page)).toEqual([]);
        const english = await enrolleeDashboard(env.browser, 'en', viewport);
        await english.page
          .getByRole('region', { name: 'State check' })
          .getByText(`${daysLeft} days left`, { exact: false })
          .first()
          .waitFor();
        await screenshot(english.page, 'state-check-notice-en-1280');
        await english.context.close();
      }
      await context.close();
    }
  });

  it('exports every request with its status as CSV, from the list', async () => {
    await admin.goto(`${env.url}/admin/verifications`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('verifications.csv');
    const text = await readFile(await download.path(), 'utf8');
    const [header = '', ...rows] = text.trim().split(/\r?\n/);
    const columns = header.split(',');
    const at = (row: string, column: string) => row.split(',')[columns.indexOf(column)];
    expect(columns).toEqual(expect.arrayContaining(['id', 'medicaidIdLast4', 'status']));
    expect(rows.map((row) => [at(row, 'id'), at(row, 'medicaidIdLast4'), at(row, 'status')]).sort()).toEqual(
      [
        [ninaRequest.id, ninaMedicaidId.slice(-4), 'needs_information'],
        [strangerRequest.id, strangerMedicaidId.slice(-4), 'compliant'],
      ].sort(),
    );
    // The API answers CSV to a reviewer's session.
    const answer = await fetchText(admin, '/api/admin/verifications/export?status=compliant');
    expect(answer).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/csv/) });
    expect(answer.text.trim().split(/\r?\n/)).toHaveLength(2);
  });

  it('finds the requirement not met once the window ended, and the enrollee asks for a hearing', async () => {
    // A notice sent long ago: its window has ended, the month still unmet.
    const longAgo = formatIsoDate(addDays(parseIsoDate(today), -60));
    const decidedAfter = new Date(Date.now() - 1000);
    await admin.goto(`${env.url}/admin/verifications/${ninaRequest.id}`);
    await admin.getByLabel('Sent on').fill(longAgo);
    await admin.getByRole('button', { name: 'Record notice' }).click();
    await admin.getByText('Notice recorded').first().waitFor();
    await expect
      .poll(async () => (await adminRequest(ninaRequest.id)).status, { timeout: 20_000, interval: 250 })
      .toBe('noncompliant');
    await admin.reload();
    await admin.locator('.verifications-admin__facts').getByText('Noncompliant').waitFor();
    // A decided request takes no more notices.
    await expect(admin.getByRole('button', { name: 'Record notice' }).count()).resolves.toBe(0);

    const text = await waitForText(env, nina.cellNumber, decidedAfter, (t) => t.body.includes('not met'));
    expect(text.body).toContain('fair hearing');

    const { context, page } = await enrolleeDashboard(env.browser, 'en', SMALL_PHONE);
    const toDo = page.locator('.dashboard-todo__item--state-check');
    await toDo
      .getByText(`The state decided the requirement was not met for ${monthName(month)}`, {
        exact: false,
      })
      .waitFor();
    await toDo.getByRole('link', { name: 'Ask for a hearing' }).click();
    const card = page.getByRole('region', { name: 'State check' });
    const hearing = card.getByRole('region', { name: 'Your right to a fair hearing' });
    await hearing.getByLabel(/Why are you asking for a hearing\?/).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'state-check-hearing-en-360');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Sent empty, the form says what to write.
    await hearing.getByRole('button', { name: 'Ask for a hearing' }).click();
    await hearing.getByText('Tell us briefly why you are asking for a hearing').first().waitFor();
    const reason = 'I worked 90 hours that month at the food bank; the hours are on my timesheets.';
    await hearing.getByLabel(/Why are you asking for a hearing\?/).fill(reason);
    await hearing.getByRole('button', { name: 'Ask for a hearing' }).click();
    await page.getByText('Your request for a hearing was sent.').first().waitFor();
    await hearing.getByText(/^Hearing requested on /).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'state-check-hearing-sent-en-360');
    await context.close();

    const asked = await adminRequest(ninaRequest.id);
    expect(asked.hearingRequest).toMatchObject({ reason });
    await admin.reload();
    await admin.getByText(reason).waitFor();
  });

  it('lays the pages out at 360 and 1280 in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const [size, viewport] of SIZES) {
        const { context, page } = await enrolleeDashboard(env.browser, language, viewport);
        await page.locator('.state-check__hearing-requested').waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        await screenshot(page, `state-check-hearing-sent-${language}-${size}`);
        await screenshot(page, `state-check-card-${language}-${size}`, page.locator('.state-check'));
        await context.close();

        const context2 = await openContext(env.browser, { viewport, timezoneId: zone });
        const page2 = await context2.newPage();
        const { admin: credentials } = env.system.credentials;
        await logIn(page2, env.url, credentials.username, credentials.password, /\/admin$/);
        await chooseLanguage(page2, language);
        for (const [name, path] of [
          ['verifications', '/admin/verifications'],
          ['verification', `/admin/verifications/${ninaRequest.id}`],
          ['data-matches', '/admin/data-matches'],
        ] as const) {
          await page2.goto(`${env.url}${path}`);
          await page2.locator('h1').waitFor();
          await page2.locator('.usa-table, .usa-form').first().waitFor();
          expect(await scrollsSideways(page2), `${path} at ${size} in ${language}`).toBe(false);
          await screenshot(page2, `admin-${name}-${language}-${size}`);
          expect(await seriousA11yViolations(page2)).toEqual([]);
        }
        await context2.close();
      }
    }
  });
});
