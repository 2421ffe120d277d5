import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerVerifiedEnrollee } from './support/accounts.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, FEDERAL_RULES_NOW, startBrowserTestSystem } from './support/system.js';

// Under the law's rules (in force early, so this month counts): job search is logged but does not
// count, the dashboard says what would; a paycheck reported on the Pay screens then meets the month.

/** The month's result on the dashboard's Compliance Status card. */
function complianceCard(page: Page) {
  return page.locator('li.dashboard-card', { has: page.getByRole('heading', { name: 'Compliance Status' }) });
}

/**
 * Reloads the dashboard until the card says `text`: the month's figures are counted from events,
 * which arrive a moment after the call that caused them.
 */
async function waitForCardText(page: Page, url: string, text: RegExp): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.goto(`${url}/dashboard`);
    await complianceCard(page).locator('.dashboard-status').waitFor();
    if (text.test(await complianceCard(page).innerText())) return;
    await page.waitForTimeout(500);
  }
  expect(await complianceCard(page).innerText()).toMatch(text);
}

/** Today in the browser's calendar, and a day a little before it in the same month when there is one. */
function payDates(): { payDate: string; periodStart: string; periodEnd: string } {
  const now = new Date();
  const iso = (day: number) =>
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const today = now.getDate();
  return { payDate: iso(today), periodStart: iso(1), periodEnd: iso(today) };
}

/** Puts the interface in `language` (saved to the profile too), whatever it started in. */
async function showIn(page: Page, language: 'en' | 'es'): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
    await page.locator('button.language-switcher').first().click();
  }
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

async function fillPayForm(page: Page, employer: string, amount: string) {
  const dates = payDates();
  await page.getByLabel(/^Employer/).fill(employer);
  await page.getByLabel(/^Gross amount/).fill(amount);
  await page.getByLabel(/^Pay date/).fill(dates.payDate);
  await page.getByLabel(/^Pay period start/).fill(dates.periodStart);
  await page.getByLabel(/^Pay period end/).fill(dates.periodEnd);
}

describe.runIf(browserAvailable())('an enrollee under the federal rules reports pay', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'), FEDERAL_RULES_NOW);
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('is told that job search does not count and what would, then meets the month with a $600 paycheck', async () => {
    const enrollee = await registerVerifiedEnrollee(env, 'paula_federal');
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await logIn(page, env.url, enrollee.username, enrollee.password, /\/dashboard$/);

    // 30 hours of job search, logged with the dashboard's form.
    await page.locator('label.usa-radio__label', { hasText: /^Job Search$/ }).click();
    await page.getByLabel(/^Date/).first().fill(payDates().payDate);
    await page
      .getByLabel(/^Hours/)
      .first()
      .fill('30');
    await page
      .getByLabel(/^Description/)
      .first()
      .fill('Applications at the job center');
    await page.getByRole('button', { name: 'Save Activity' }).click();
    await page.getByText('Activity logged successfully!', { exact: true }).waitFor();

    await waitForCardText(page, env.url, /Not counted toward the requirement: 30 hours of job search\./);
    const card = await complianceCard(page).innerText();
    expect(card).toMatch(/job search doesn't count/);
    expect(card).toMatch(/80 more hours of work, training or volunteering, or \$580(\.00)? more pay/);
    await screenshot(page, 'dashboard-job-search-en-1280', complianceCard(page));

    // The navigation offers Pay, since pay meets a month under these rules.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL(/\/pay$/);
    await page.getByText('No pay reported yet.').waitFor();
    await page.getByRole('link', { name: 'Report pay' }).click();
    await page.waitForURL(/\/pay\/new$/);
    await page.getByRole('heading', { name: 'What counts' }).waitFor();
    expect(await page.getByText(/pay of at least \$580\.00/).count()).toBe(1);

    // Sent empty, the form names every missing field in a summary that takes the focus.
    await page.getByLabel(/^Pay date/).fill('');
    await page.getByRole('button', { name: 'Save pay' }).click();
    const summary = page.locator('.app-error-summary');
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.innerText()).toMatch(/Employer is required/);

    await fillPayForm(page, 'Riverside Grocery', '600');
    await page.getByRole('button', { name: 'Save pay' }).click();
    await page.waitForURL(/\/pay$/);
    const record = page.locator('li.pay-item', { hasText: 'Riverside Grocery' });
    await record.getByText('$600.00').waitFor();

    await waitForCardText(page, env.url, /your pay of \$600(\.00)? reaches the \$580(\.00)? needed/);
    expect(await complianceCard(page).innerText()).toMatch(/You're done for/);
    await context.close();
  });

  it('edits and deletes a pay record', async () => {
    const enrollee = await registerVerifiedEnrollee(env, 'omar_federal');
    const context = await openContext(env.browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await logIn(page, env.url, enrollee.username, enrollee.password, /\/dashboard$/);
    await page.goto(`${env.url}/pay/new`);
    await fillPayForm(page, 'Hilltop Diner', '412.50');
    await page.getByLabel(/^Hours worked/).fill('30');
    await page.getByRole('button', { name: 'Save pay' }).click();
    await page.waitForURL(/\/pay$/);
    expect(await scrollsSideways(page)).toBe(false);

    const record = page.locator('li.pay-item', { hasText: 'Hilltop Diner' });
    await record.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel(/^Gross amount/).inputValue()).resolves.toBe('412.50');
    await screenshot(page, 'pay-edit-en-360');
    expect(await seriousA11yViolations(page), '/pay/{id}').toEqual([]);
    await page.getByLabel(/^Gross amount/).fill('437.25');
    await page.getByRole('button', { name: 'Save pay' }).click();
    await page.getByText('Pay record updated', { exact: true }).waitFor();
    await page.waitForURL(/\/pay$/);
    await record.getByText('$437.25').waitFor();

    await record.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Pay record deleted', { exact: true }).waitFor();
    await page.getByText('No pay reported yet.').waitFor();
    await context.close();
  });

  it('shows the pay screens in Spanish, without serious accessibility violations in either language', async () => {
    const enrollee = await registerVerifiedEnrollee(env, 'lucia_federal');
    const first = await openContext(env.browser, { viewport: { width: 360, height: 900 } });
    const spanish = await first.newPage();
    await logIn(spanish, env.url, enrollee.username, enrollee.password, /\/dashboard$/);
    await showIn(spanish, 'es');
    await spanish.goto(`${env.url}/pay/new`);
    await spanish.getByRole('heading', { name: 'Informar un pago' }).waitFor();
    await spanish.getByRole('heading', { name: 'Qué cuenta' }).waitFor();
    expect(await spanish.getByText(/al menos \$580\.00/).count()).toBe(1);
    await spanish.getByRole('button', { name: 'Guardar pago' }).click();
    await spanish.getByText('Hay un problema').waitFor();
    expect(await spanish.locator('.app-error-summary').innerText()).toMatch(/El empleador es obligatorio/);
    await screenshot(spanish, 'pay-form-errors-es-360');
    const dates = payDates();
    await spanish.getByLabel(/^Empleador/).fill('Panadería Sol');
    await spanish.getByLabel(/^Cantidad bruta/).fill('250');
    await spanish.getByLabel(/^Inicio del período/).fill(dates.periodStart);
    await spanish.getByLabel(/^Fin del período/).fill(dates.periodEnd);
    await spanish.getByRole('button', { name: 'Guardar pago' }).click();
    await spanish.waitForURL(/\/pay$/);
    await spanish.getByText('Pago informado', { exact: true }).waitFor();
    await first.close();

    for (const language of ['en', 'es'] as const) {
      for (const width of [360, 1280]) {
        const context = await openContext(env.browser, { viewport: { width, height: 900 } });
        const page = await context.newPage();
        await logIn(page, env.url, enrollee.username, enrollee.password, /\/dashboard$/);
        await showIn(page, language);
        await page.goto(`${env.url}/pay`);
        await page.locator('li.pay-item', { hasText: 'Panadería Sol' }).waitFor();
        await screenshot(page, `pay-list-${language}-${width}`);
        expect(await scrollsSideways(page), `/pay ${language} ${width}`).toBe(false);
        expect(await seriousA11yViolations(page), `/pay ${language}`).toEqual([]);
        await page.goto(`${env.url}/pay/new`);
        await page.locator('form.pay-form').waitFor();
        await screenshot(page, `pay-form-${language}-${width}`);
        expect(await scrollsSideways(page), `/pay/new ${language} ${width}`).toBe(false);
        expect(await seriousA11yViolations(page), `/pay/new ${language}`).toEqual([]);
        await context.close();
      }
    }
  });
});
