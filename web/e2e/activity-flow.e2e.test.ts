import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, PHONE, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// A 1×1 PNG: real image bytes, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.runIf(browserAvailable())('an enrollee logs and manages activities', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('adds an activity with a file, edits it inline and deletes it from the dashboard', async () => {
    const context = await openContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    await logIn(page, env.url, 'demo', env.system.credentials.demo.password, /\/dashboard$/);
    const today = new Date().toISOString().slice(0, 10);

    // On a phone the sections start closed: Log hours, at the top, opens the form with the cursor in it.
    await page.getByRole('link', { name: 'Log hours' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('form.dashboard-add-activity') !== null);

    // The design system hides the radio input behind its tile label, which is what a person clicks.
    await page.locator('label.usa-radio__label', { hasText: /^Employment$/ }).click();
    await expect(page.getByRole('radio', { name: 'Employment' }).isChecked()).resolves.toBe(true);
    await page.getByLabel(/^Date/).first().fill(today);
    await page
      .getByLabel(/^Hours/)
      .first()
      .fill('2.5');
    await page
      .getByLabel(/^Description/)
      .first()
      .fill('Unloaded the delivery truck');
    await page
      .getByLabel(/^Attachment/)
      .setInputFiles({ name: 'timesheet.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save Activity' }).click();
    await page.getByText('Activity logged successfully!', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const row = page.locator('li.activity-item', { hasText: 'Unloaded the delivery truck' });
    await row.getByText('timesheet.png').waitFor();
    await row.getByRole('button', { name: /^Edit/ }).click();
    // In edit mode the text is in inputs, so the row is found by its Save button instead.
    const editing = page.locator('li.activity-item', {
      has: page.getByRole('button', { name: 'Save', exact: true }),
    });
    await editing.getByLabel(/^Description/).fill('Unloaded two delivery trucks');
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Activity updated successfully!', { exact: true }).waitFor();

    const edited = page.locator('li.activity-item', { hasText: 'Unloaded two delivery trucks' });
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Activity deleted successfully', { exact: true }).waitFor();
    await expect(edited.count()).resolves.toBe(0);
    await context.close();
  });

  for (const language of ['en', 'es'] as const) {
    it(`/activities, /activity/{id} and /user-activities/{id} have no serious accessibility violation in ${language}`, async () => {
      const enrollee = await openContext(env.browser);
      const page = await enrollee.newPage();
      await logIn(page, env.url, 'demo', env.system.credentials.demo.password, /\/dashboard$/);
      if (language === 'es')
        await page
          .getByRole('button', { name: /Español/ })
          .first()
          .click();
      const activities = await page.evaluate(async () => (await fetch('/api/activities')).json());
      const demoId = (await page.evaluate(async () => (await fetch('/api/user')).json())).id;
      for (const path of ['/activities', `/activity/${activities[0].id}`]) {
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      // Leave the enrollee's profile in English for the other tests.
      if (language === 'es')
        await page
          .getByRole('button', { name: /English/ })
          .first()
          .click();
      await enrollee.close();

      const adminContext = await openContext(env.browser, { language });
      const adminPage = await adminContext.newPage();
      const { admin } = env.system.credentials;
      const answer = await adminContext.request.post(`${env.url}/api/login`, {
        data: { username: admin.username, password: admin.password },
        headers: { origin: env.url },
      });
      expect(answer.status()).toBe(200);
      await adminPage.goto(`${env.url}/user-activities/${demoId}`);
      await adminPage.locator('h1').first().waitFor();
      expect(await seriousA11yViolations(adminPage)).toEqual([]);
      await adminContext.close();
    });
  }
});
