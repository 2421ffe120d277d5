import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable } from './support/chromium.js';
import { openContext } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// Every page someone reaches without signing in, as a visitor who never signed in opens it.
const PUBLIC_PAGES = [
  '/',
  '/resources',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email',
  '/no-such-page',
];

/**
 * What went wrong while `page` loaded, as lines: console errors, uncaught exceptions, requests that
 * failed, answers of 400 or more, and preloads the page could not use (a file downloaded twice). A
 * visitor's browser should have nothing to report.
 */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    if (message.type() === 'warning' && /preload/i.test(message.text())) {
      problems.push(`unused preload: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

describe.runIf(browserAvailable())('public pages load cleanly and describe themselves', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('serves robots.txt as plain text: public pages open to crawlers, the API and signed-in pages not', async () => {
    const response = await fetch(`${env.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  for (const language of ['en', 'es'] as const) {
    it(`every public page in ${language} loads without a console error or a failed request`, async () => {
      const context = await openContext(env.browser, { language });
      for (const path of PUBLIC_PAGES) {
        const page = await context.newPage();
        const problems = recordProblems(page);
        await page.goto(`${env.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        expect(problems, path).toEqual([]);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, path).toMatch(language === 'es' ? /^Registre sus horas/ : /^Log your Medicaid/);
        await page.close();
      }
      await context.close();
    });
  }
});
