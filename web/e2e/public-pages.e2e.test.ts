import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { NARROW, openContext, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

const PAGES = [
  '/',
  '/resources',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email',
  '/no-such-page',
];

describe.runIf(browserAvailable())('public pages in a browser', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  for (const language of ['en', 'es'] as const) {
    for (const path of PAGES) {
      it(`${path} in ${language} has no serious or critical accessibility violation`, async () => {
        const context = await openContext(env.browser, { language });
        const page = await context.newPage();
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('every public page fits a 320 px screen in both languages', async () => {
    for (const language of ['en', 'es'] as const) {
      const context = await openContext(env.browser, { language, viewport: NARROW });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(`${env.url}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await scrollsSideways(page), `${path} (${language})`).toBe(false);
      }
      await context.close();
    }
  });

  it('shows 404 Page Not Found for a path no route claims', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.url}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found');
    await page.close();
  });

  it('offers a skip link first, and moves focus to the main content after a navigation', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.url}/`);
    await page.locator('h1').first().waitFor();
    const firstTabbable = await page.evaluate(
      () =>
        document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')
          ?.className,
    );
    expect(firstTabbable).toContain('usa-skipnav');
    await page.locator('.usa-skipnav').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.getByRole('link', { name: 'Resources' }).first().click();
    await page.waitForURL('**/resources');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content', undefined, {
      timeout: 5000,
    });
    await page.close();
  });
});
