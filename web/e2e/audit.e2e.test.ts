import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, PHONE, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

describe.runIf(browserAvailable())('the audit trail in a browser', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  /** The trail's rows of this administrator reading demo's activities. */
  function readsOfDemo(page: Page) {
    return page
      .getByRole('row')
      .filter({ hasText: 'Viewed the activities' })
      .filter({ hasText: 'demo' })
      .filter({ hasText: env.system.credentials.admin.username });
  }

  /**
   * Waits for one more read than `before`. The activity service reports a read through its outbox and
   * the bus, so it reaches the trail a moment later: refresh until it does.
   */
  async function waitForAnotherRead(page: Page, before: number) {
    const deadline = Date.now() + 20_000;
    while ((await readsOfDemo(page).count()) <= before) {
      if (Date.now() > deadline) throw new Error('the read never reached the audit trail');
      await page.waitForTimeout(250);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Showing/ })
        .waitFor();
    }
  }

  for (const viewport of [undefined, PHONE]) {
    it(`shows an administrator’s read of an enrollee’s activities (${viewport ? 'phone' : 'desktop'})`, async () => {
      const { admin } = env.system.credentials;
      const context = await openContext(env.browser, { viewport });
      const page = await context.newPage();
      await logIn(page, env.url, admin.username, admin.password, /\/admin$/);

      // The trail as it was, filtered the way a reviewer would look for this read.
      await page.getByRole('link', { name: 'Audit Trail' }).click();
      await page.waitForURL(/\/admin\/audit$/);
      await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
      await page.getByLabel('Person whose records').fill('demo');
      await page.getByLabel('Action').selectOption('activities.viewed');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/subject=demo/);
      const filtered = page.url();
      await page
        .getByRole('status')
        .filter({ hasText: /Showing/ })
        .waitFor();
      const before = await readsOfDemo(page).count();

      const users: Array<{ id: string; username: string }> = await page.evaluate(async () =>
        (await fetch('/api/admin/users')).json(),
      );
      const demo = users.find((user) => user.username === 'demo')!;
      await page.goto(`${env.url}/user-activities/${demo.id}`);
      await page.getByRole('heading', { level: 1, name: /Demo|demo/ }).waitFor();

      await page.goto(filtered);
      await page
        .getByRole('status')
        .filter({ hasText: /Showing/ })
        .waitFor();
      await waitForAnotherRead(page, before);

      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Nothing in the application changes or removes an entry.
      const changed = await page.evaluate(async () => {
        const answers: number[] = [];
        for (const method of ['PUT', 'PATCH', 'DELETE']) {
          answers.push((await fetch('/api/admin/audit', { method })).status);
        }
        return answers;
      });
      for (const status of changed) expect(status).toBeGreaterThanOrEqual(400);
      await context.close();
    });
  }

  it('shows Access Denied to an enrollee, without a serious accessibility violation', async () => {
    const { demo } = env.system.credentials;
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await logIn(page, env.url, demo.username, demo.password, /\/dashboard$/);
    await page.goto(`${env.url}/admin/audit`);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const answer = await page.evaluate(async () => (await fetch('/api/admin/audit')).status);
    expect(answer).toBe(403);
    await context.close();
  });
});
