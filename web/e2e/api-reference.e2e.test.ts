import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// The API's reference page, as the gateway serves it to integrators: under the same
// Content-Security-Policy as the app, so nothing on it may need an inline script or style.

describe.runIf(browserAvailable())('the API reference page', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('loads under the site’s Content-Security-Policy with its stylesheet and no complaint', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    const response = await page.goto(`${env.url}/api/docs`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await expect(page.locator('h1').textContent()).resolves.toBe('Work Requirement Tracker API');
    // The stylesheet applied: a method badge has its colour, which plain HTML would not give it.
    const badge = page.locator('#op-listactivities .method').first();
    await expect(badge.evaluate((node) => getComputedStyle(node).backgroundColor)).resolves.toBe(
      'rgb(26, 99, 52)',
    );
    await page.getByRole('link', { name: 'The document as JSON' }).click();
    await page.waitForURL(`${env.url}/api/openapi.json`);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violation in ${colorScheme} colours`, async () => {
      // axe is injected as a script, which the policy rightly refuses: this context ignores it.
      const context = await env.browser.newContext({ bypassCSP: true, colorScheme });
      const page = await context.newPage();
      await page.goto(`${env.url}/api/docs`, { waitUntil: 'networkidle' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
