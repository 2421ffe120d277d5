import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openAllDashboardSections, openContext, PHONE, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

describe.runIf(browserAvailable())('an administrator supports an enrollee', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
    // The enrollee has signed in once, so there is login history to read.
    const enrollee = await openContext(env.browser);
    const page = await enrollee.newPage();
    await logIn(page, env.url, 'demo', env.system.credentials.demo.password, /\/dashboard$/);
    await enrollee.close();
  });

  afterAll(async () => {
    await env?.stop();
  });

  for (const viewport of [undefined, PHONE]) {
    const size = viewport ? 'phone' : 'desktop';
    it(`reads the users table and a login history, then impersonates with a reason and stops (${size})`, async () => {
      const { admin } = env.system.credentials;
      const context = await openContext(env.browser, { viewport });
      const page = await context.newPage();
      await logIn(page, env.url, admin.username, admin.password, /\/admin$/);
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByLabel('Search users').fill('demo');
      await page.getByRole('button', { name: 'Login History: demo' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The history comes after the dialog opens.
      await dialog
        .getByText(/Successful|Success/)
        .first()
        .waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Impersonation starts only with a reason, which the audit trail keeps.
      const reason = `Helping demo with a missing activity (${size})`;
      await page.getByRole('button', { name: 'View Dashboard: demo' }).click();
      const why = page.getByRole('dialog', { name: /^View the app as .+\?$/ });
      await why.waitFor();
      await why.getByText(/is recorded in the audit trail/).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await why.getByRole('button', { name: 'Start Impersonating' }).click();
      await why.getByText('Please say why, in at least 5 characters').waitFor();
      await why.getByLabel(/Why do you need to view this account\?/).fill(reason);
      await why.getByRole('button', { name: 'Start Impersonating' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByText(/You are viewing .* account as/).waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/user')).json());
      expect(me).toMatchObject({ username: 'demo', isImpersonating: true });

      // The Medicaid account, and on the profile the e-mail, username, phone and password, stay the enrollee's.
      await openAllDashboardSections(page);
      await page
        .getByText(/The Medicaid account cannot be changed while you are viewing this account/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Edit Medicaid Account' }).count()).toBe(0);
      await page.goto(`${env.url}/profile`);
      for (const label of ['Username', 'Email address', 'Cell phone number']) {
        expect(await page.getByLabel(label, { exact: false }).first().getAttribute('readonly'), label).toBe(
          '',
        );
      }
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page
        .getByText('The password cannot be changed while you are viewing this account as an administrator.')
        .waitFor();
      expect(await page.getByLabel('Current password').count()).toBe(0);
      const refused = await page.evaluate(async () => {
        const answer = await fetch('/api/profile', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'taken.over@example.org' }),
        });
        return { status: answer.status, body: await answer.json() };
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'NOT_WHILE_IMPERSONATING' } });
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto(`${env.url}/dashboard`);
      await page.getByRole('button', { name: 'Stop Impersonating' }).click();
      await page.waitForURL(/\/admin$/);
      const back = await page.evaluate(async () => (await fetch('/api/user')).json());
      expect(back).toMatchObject({ username: admin.username, isImpersonating: false, isAdmin: true });

      // The trail shows the start with its reason (it arrives through the bus: refresh until it does).
      await page.goto(`${env.url}/admin/audit?subject=demo&action=impersonation.started`);
      const entry = page.getByRole('row').filter({ hasText: reason });
      const deadline = Date.now() + 20_000;
      while ((await entry.count()) === 0) {
        if (Date.now() > deadline) throw new Error('the impersonation never reached the audit trail');
        await page.waitForTimeout(250);
        await page.getByRole('button', { name: 'Refresh' }).click();
      }
      expect(await entry.first().textContent()).toContain(`Reason: ${reason}`);
      await context.close();
    });
  }
});
