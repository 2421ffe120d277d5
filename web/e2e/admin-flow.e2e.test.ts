import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, PHONE, scrollsSideways } from './support/pages.js';
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
    it(`reads the users table and a login history, then impersonates and stops (${viewport ? 'phone' : 'desktop'})`, async () => {
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
      await expect(
        dialog
          .getByText(/Successful|Success/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'View Dashboard: demo' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByText(/You are viewing .* account as/).waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/user')).json());
      expect(me).toMatchObject({ username: 'demo', isImpersonating: true });

      await page.getByRole('button', { name: 'Stop Impersonating' }).click();
      await page.waitForURL(/\/admin$/);
      const back = await page.evaluate(async () => (await fetch('/api/user')).json());
      expect(back).toMatchObject({ username: admin.username, isImpersonating: false, isAdmin: true });
      await context.close();
    });
  }
});
