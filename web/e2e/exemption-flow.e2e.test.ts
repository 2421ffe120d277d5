import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Enrollee, registerVerifiedEnrollee } from './support/accounts.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, openDashboardSection, PHONE, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

/** The browser's calendar day, which is what the approval form starts from. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** `YYYY-MM-DD` plus whole months, a missing day becoming the month's last (31 Jan + 1 = 28/29 Feb). */
function plusMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const daysInTarget = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, daysInTarget));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** Waits for the toast titled `title`; the app shows one toast at a time. */
function toast(page: Page, title: string) {
  return page.locator('.app-toast__title', { hasText: title }).waitFor();
}

describe.runIf(browserAvailable())('an enrollee requests an exemption and a reviewer decides it', () => {
  let env: BrowserTestSystem;
  let neighbour: Enrollee;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
    neighbour = await registerVerifiedEnrollee(env, 'neighbour_e2e');
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('goes from request to approval through a request for more information, and the dashboard shows the enrollee exempt', async () => {
    const { admin, demo } = env.system.credentials;
    const internalNote = 'Checked the clinic letter against the state registry.';
    const sharedNote = 'Thank you. We still need the second page of the letter.';
    const waitingMessage = 'Please upload the second page of the clinic letter.';
    const answer = 'The second page is attached now.';

    // The enrollee, on a phone, asks for six months with the clinic's letter attached.
    const enrolleeContext = await openContext(env.browser, { viewport: PHONE });
    const enrollee = await enrolleeContext.newPage();
    await logIn(enrollee, env.url, demo.username, demo.password, /\/dashboard$/);
    const complianceStatus = enrollee.locator('.dashboard-status');
    await expect(complianceStatus.textContent()).resolves.not.toContain('Exempt');
    // No request waits on the enrollee yet; on a phone the sections start closed below the answer.
    await enrollee.locator('.dashboard-answer__month').waitFor();
    await expect(enrollee.getByText(/^Reply to the reviewer/).count()).resolves.toBe(0);
    await openDashboardSection(enrollee, 'Exemption Management');
    await enrollee.getByRole('button', { name: 'Request an Exemption' }).click();
    await enrollee.getByLabel(/^Exemption type/).selectOption({ label: 'Pregnant or postpartum' });
    await enrollee.getByLabel(/^Duration requested/).selectOption({ label: '6 months' });
    await enrollee.getByLabel(/^Application notes/).fill('Due in March; my clinic letter is attached.');
    await enrollee
      .getByLabel(/^Supporting document/)
      .setInputFiles({ name: 'clinic-letter.pdf', mimeType: 'application/pdf', buffer: pdfSample() });
    await enrollee.getByRole('button', { name: 'Submit Request' }).click();
    await toast(enrollee, 'Exemption added successfully');
    const enrolleeRow = enrollee.locator('.dashboard-exemptions__table tbody tr', {
      hasText: 'Pregnant or postpartum',
    });
    await enrolleeRow.getByText('Pending Review').waitFor();
    expect(await scrollsSideways(enrollee)).toBe(false);
    const [request] = await enrollee.evaluate(async () => (await fetch('/api/user-exemptions')).json());
    expect(request).toMatchObject({ status: 'requested', durationRequestedMonths: 6 });

    // The reviewer finds it among the pending requests and opens it.
    const reviewerContext = await openContext(env.browser);
    const reviewer = await reviewerContext.newPage();
    await logIn(reviewer, env.url, admin.username, admin.password, /\/admin$/);
    await reviewer.getByRole('link', { name: 'State Exemption Portal' }).click();
    await reviewer.waitForURL(/\/state-portal$/);
    // The portal opens on the work queue; every request is one tab away.
    await reviewer.getByRole('link', { name: 'All exemption requests' }).click();
    await reviewer.waitForURL(/\/state-portal\/requests$/);
    await reviewer.getByRole('button', { name: /Pending Review$/, pressed: false }).click();
    await reviewer.getByRole('button', { name: /Pending Review$/, pressed: true }).waitFor();
    await reviewer.getByText('Showing 1 request in Pending Review').waitFor();
    await reviewer.getByRole('link', { name: 'View details of the PREGNANT request from demo' }).click();
    await reviewer.waitForURL(new RegExp(`/state-portal/${request.id}$`));
    await reviewer.getByRole('heading', { name: 'PREGNANT request from demo', level: 1 }).waitFor();
    await reviewer.getByRole('button', { name: 'Download: clinic-letter.pdf' }).waitFor();

    await reviewer.getByLabel('Add an internal note').fill(internalNote);
    await reviewer.getByRole('button', { name: 'Add Internal Note' }).click();
    await toast(reviewer, 'Note Added');
    await reviewer.getByLabel('Write a note to the requester').fill(sharedNote);
    await reviewer.getByRole('button', { name: 'Send to Requester' }).click();
    await toast(reviewer, 'Note Sent to Requester');

    await reviewer.getByRole('button', { name: 'Waiting on Enrollee', exact: true }).click();
    const prompt = reviewer.getByRole('dialog');
    await prompt.getByLabel(/^Message to the enrollee/).fill(waitingMessage);
    await prompt.getByRole('button', { name: 'Send and Set Waiting' }).click();
    await toast(reviewer, 'Exemption Updated');
    await prompt.waitFor({ state: 'detached' });
    await expect(
      reviewer.getByRole('button', { name: 'Waiting on Enrollee', exact: true }).isDisabled(),
    ).resolves.toBe(true);

    // The enrollee sees the request first thing, above the month's answer, with what was asked and by
    // when, follows it to the request, and reads the note meant for them, never the internal one.
    await enrollee.reload();
    // (Last month may be listed too, in the first days of a month it fell short in.)
    const toDo = enrollee.getByRole('list', { name: /^Waiting on you/ });
    await toDo.getByText(waitingMessage).waitFor();
    await toDo.getByText(/^Reply to the reviewer by /).waitFor();
    const toDoTop = (await toDo.boundingBox())!.y;
    const monthTop = (await enrollee.locator('.dashboard-answer__month').boundingBox())!.y;
    expect(toDoTop).toBeLessThan(monthTop);
    expect(toDoTop + 80).toBeLessThan(PHONE.height);
    await toDo.getByRole('link', { name: /^Open the request/ }).click();
    await expect
      .poll(() => enrolleeRow.getByRole('button', { name: /^Notes and files/ }).getAttribute('aria-expanded'))
      .toBe('true');
    await enrolleeRow.getByText('Waiting on Enrollee').waitFor();
    await enrolleeRow.getByText(waitingMessage).waitFor();
    const details = enrollee.getByRole('region', { name: 'Details of the Pregnant or postpartum request' });
    await details.getByText(sharedNote).waitFor();
    await expect(enrollee.getByText(internalNote).count()).resolves.toBe(0);
    const visibleNotes = await enrollee.evaluate(
      async (id) => (await fetch(`/api/exemption-notes?exemptionId=${id}`)).json(),
      request.id,
    );
    expect(visibleNotes.map((note: { noteText: string }) => note.noteText)).toEqual([sharedNote]);

    // ...answers with a note and the missing page, and sends the request back.
    await details.getByLabel('Add a note').fill(answer);
    await details.getByRole('button', { name: 'Save Note' }).click();
    await toast(enrollee, 'Note Added');
    await details.getByText(answer).waitFor();
    await details
      .getByLabel('Upload Files')
      .setInputFiles({ name: 'clinic-letter-page-2.png', mimeType: 'image/png', buffer: pngSample() });
    await toast(enrollee, 'File Uploaded');
    await details.getByRole('button', { name: 'Download: clinic-letter-page-2.png' }).waitFor();
    await enrolleeRow.getByRole('button', { name: /^Resubmit/ }).click();
    await toast(enrollee, 'Exemption Resubmitted');
    await enrolleeRow.getByText('Under Review').waitFor();
    expect(await scrollsSideways(enrollee)).toBe(false);

    // The reviewer sees the answer and approves with the terms the form proposes.
    await reviewer.reload();
    await reviewer.getByText(answer).waitFor();
    await reviewer.getByRole('button', { name: 'Download: clinic-letter-page-2.png' }).waitFor();
    await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
    const today = await browserToday(reviewer);
    const expires = plusMonths(today, 6);
    const form = reviewer.getByRole('form', { name: 'Approve Exemption' });
    await expect(form.getByLabel(/^Duration approved/).inputValue()).resolves.toBe('6');
    await expect(form.getByLabel(/^Effective date/).inputValue()).resolves.toBe(today);
    await expect(form.getByLabel(/^Expiration date/).inputValue()).resolves.toBe(expires);
    // The type does not allow a permanent exemption, and the form says so.
    await expect(form.getByRole('checkbox', { name: /^Permanent/ }).isDisabled()).resolves.toBe(true);
    await form.getByText('(Not allowed for this exemption type)').waitFor();
    await form.getByRole('button', { name: 'Approve Exemption' }).click();
    await toast(reviewer, 'Exemption Updated');
    const terms = reviewer.getByRole('region', { name: 'Approved Terms' });
    await terms.getByText('6 months').waitFor();
    await terms.locator(`time[datetime="${expires}"]`).waitFor();
    await reviewerContext.close();

    // Reporting learns of the approval over the bus; the enrollee's dashboard follows.
    await expect
      .poll(
        async () => {
          await enrollee.reload();
          return complianceStatus.textContent({ timeout: 10_000 });
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain('Exempt');
    await enrollee.getByText('1 active exemption', { exact: true }).waitFor();
    await enrolleeRow.getByText('Approved').waitFor();
    // Once decided, the request no longer waits on the enrollee.
    await expect(enrollee.getByText(/^Reply to the reviewer/).count()).resolves.toBe(0);
    // A decided request is locked: no more edits or deletion from the enrollee.
    await expect(enrolleeRow.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    await enrolleeContext.close();

    // Someone else's request does not exist as far as another enrollee can tell.
    const otherContext = await openContext(env.browser);
    const other = await otherContext.newPage();
    await logIn(other, env.url, neighbour.username, neighbour.password, /\/dashboard$/);
    const statuses = await other.evaluate(async (id) => {
      const byQuery = await fetch(`/api/exemption-notes?exemptionId=${id}`);
      const byPath = await fetch(`/api/exemption-notes/${id}`);
      const attachments = await fetch(`/api/exemptions/${id}/attachments`);
      return [byQuery.status, byPath.status, attachments.status];
    }, request.id);
    expect(statuses).toEqual([404, 404, 404]);
    await otherContext.close();
  });
});
