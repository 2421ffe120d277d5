import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, PHONE } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// How the built app reaches a browser: compressed, and on the dashboard the figures asked for at once.
describe.runIf(browserAvailable())('delivery of the web app', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('sends the page, its scripts and its stylesheets brotli-compressed', async () => {
    const context = await openContext(env.browser);
    const page = await context.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && response.url().startsWith(env.url)) {
        encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
      }
    });
    await page.goto(`${env.url}/login`);
    await page.locator('h1').first().waitFor();
    expect(encodings.size).toBeGreaterThan(3);
    expect(encodings.get('/login')).toBe('br');
    for (const [path, encoding] of encodings) expect(encoding, path).toBe('br');
    await context.close();
  });

  it('asks for the dashboard figures beside the current user, not after it, and shows the status', async () => {
    const context = await openContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const { demo } = env.system.credentials;
    await logIn(page, env.url, demo.username, demo.password, /\/dashboard$/);

    // Hold the answer about the current user until the figures are asked for: if they waited for it,
    // they would never be asked for while it is held.
    let statsAsked!: () => void;
    const statsRequested = new Promise<void>((resolve) => (statsAsked = resolve));
    const isStats = (request: Request) => new URL(request.url()).pathname === '/api/dashboard/stats';
    page.on('request', (request) => {
      if (isStats(request)) statsAsked();
    });
    let statsBeforeUser = false;
    await page.route('**/api/session', async (route) => {
      statsBeforeUser = await Promise.race([
        statsRequested.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      await route.continue();
    });

    await page.goto(`${env.url}/dashboard`);
    await page.getByRole('heading', { name: 'Compliance Status' }).waitFor();
    await page.locator('.dashboard-status').waitFor();
    expect(statsBeforeUser).toBe(true);
    await context.close();
  });
});
