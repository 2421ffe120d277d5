import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = { width: 375, height: 740 };
export const NARROW = { width: 320, height: 640 };

/**
 * A fresh browser context for one person: its own cookies and storage, a chosen language, screen
 * size and time zone (the machine's unless given; a login keeps it for the person's quiet hours).
 * `bypassCSP` lets the accessibility checker be injected; the app itself never needs it.
 */
export async function openContext(
  browser: Browser,
  options: {
    language?: 'en' | 'es';
    viewport?: { width: number; height: number };
    timezoneId?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.language) {
    await context.addInitScript(
      (lang) => window.localStorage.setItem('preferredLanguage', lang),
      options.language,
    );
  }
  return context;
}

/**
 * Opens a dashboard section by its heading button if it is closed (sections start closed on a phone),
 * which the dashboard then remembers on this device.
 */
export async function openDashboardSection(page: Page, name: string | RegExp): Promise<void> {
  const section = page.locator('.dashboard-section', {
    has: page.locator('.usa-accordion__button', { hasText: name }),
  });
  const button = section.locator('.usa-accordion__button');
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await section.locator('.dashboard-section__content').waitFor();
}

/** Opens every section of the dashboard a phone shows closed, for a test that reads them all. */
export async function openAllDashboardSections(page: Page): Promise<void> {
  const closed = page.locator('.dashboard-section .usa-accordion__button[aria-expanded="false"]');
  await page.locator('.dashboard-section').first().waitFor();
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Logs in through the login form and waits for the page the app sends the person to. */
export async function logIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  landing: RegExp,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(landing);
}

/** Whether the page scrolls sideways: nothing may be wider than the screen. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
