import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, NARROW, openContext, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

describe.runIf(browserAvailable())('signed-in pages in a browser', () => {
  let env: BrowserTestSystem;
  let demoId: string;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  async function signedIn(
    who: 'demo' | 'admin',
    language: 'en' | 'es',
    viewport?: { width: number; height: number },
  ) {
    const context = await openContext(env.browser, { language, viewport });
    const page = await context.newPage();
    const { admin, demo } = env.system.credentials;
    const [username, password] =
      who === 'admin' ? [admin.username, admin.password] : [demo.username, demo.password];
    // Log in in English (the form's labels), then the stored language applies.
    await logIn(page, env.url, username, password, who === 'admin' ? /\/admin$/ : /\/dashboard$/);
    return { context, page };
  }

  for (const language of ['en', 'es'] as const) {
    it(`the enrollee's pages have no serious accessibility violation in ${language}`, async () => {
      const { context, page } = await signedIn('demo', 'en');
      await page.evaluate(async (lang) => {
        await fetch('/api/profile', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ preferredLanguage: lang }),
        });
      }, language);
      demoId = (await page.evaluate(async () => (await fetch('/api/user')).json())).id;
      for (const path of ['/dashboard', '/profile']) {
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await page.evaluate(async () => {
        await fetch('/api/profile', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ preferredLanguage: 'en' }),
        });
      });
      await context.close();
    });

    it(`the administrator's pages have no serious accessibility violation in ${language}`, async () => {
      const { context, page } = await signedIn('admin', 'en');
      const users = await page.evaluate(async () => (await fetch('/api/admin/users')).json());
      const demo = users.find((u: { username: string }) => u.username === 'demo');
      await page.goto(`${env.url}/admin`);
      if (language === 'es')
        await page
          .getByRole('button', { name: /Español/ })
          .first()
          .click();
      for (const path of [
        '/admin',
        `/user-profile/${demo.id}`,
        '/user-profile/00000000-0000-4000-8000-000000000000',
      ]) {
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }

  it('every signed-in page fits a 320 px screen', async () => {
    const contexts: BrowserContext[] = [];
    const enrollee = await signedIn('demo', 'en', NARROW);
    const admin = await signedIn('admin', 'en', NARROW);
    contexts.push(enrollee.context, admin.context);
    for (const [page, paths] of [
      [enrollee.page, ['/dashboard', '/profile']],
      [admin.page, ['/admin', `/user-profile/${demoId}`]],
    ] as const) {
      for (const path of paths) {
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await scrollsSideways(page), path).toBe(false);
      }
    }
    for (const context of contexts) await context.close();
  });
});
