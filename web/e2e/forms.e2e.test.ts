import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// The narrowest phone the app is designed for.
const PHONE_360 = { width: 360, height: 740 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return box;
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Whether the toast on screen leaves `button` free to tap, where it stands now. */
async function toastClearOf(page: Page, button: Locator): Promise<boolean> {
  return !overlaps(await boxOf(page.locator('.app-toast')), await boxOf(button));
}

describe.runIf(browserAvailable())('a long form on a 360-pixel phone', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('shows the error summary on a failed submit, and its toast never covers the Save button', async () => {
    const context = await openContext(env.browser, { viewport: PHONE_360 });
    const page = await context.newPage();
    await logIn(page, env.url, 'demo', env.system.credentials.demo.password, /\/dashboard$/);
    const activities = await page.evaluate(async () => (await fetch('/api/activities')).json());
    await page.goto(`${env.url}/activity/${activities[0].id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Activity' }).waitFor();

    // The same header as every page, with Log out.
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();

    const save = page.getByRole('button', { name: 'Save', exact: true });
    const description = page.getByLabel(/^Description/);
    await description.fill('');
    await save.click();

    // The summary takes the focus and says what to fix; the edit screen's toast says it too.
    const summary = page.locator('.app-error-summary');
    await summary.waitFor();
    await expect.poll(() => isFocused(summary)).toBe(true);
    expect(await summary.innerText()).toMatch(/Description: Please fill in all required fields/);
    await page.locator('.app-toast').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'form-error-summary-360');
    expect(await toastClearOf(page, save)).toBe(true);

    // Back at the button, the way a person scrolls to press it again, the toast still leaves it free.
    await save.scrollIntoViewIfNeeded();
    expect(await toastClearOf(page, save)).toBe(true);
    await save.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(await toastClearOf(page, save)).toBe(true);
    await screenshot(page, 'form-toast-and-save-360');

    // Each problem leads to its field.
    await summary.getByRole('link', { name: /^Description/ }).click();
    await expect.poll(() => isFocused(description)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Put right, the form saves and the summary goes.
    await description.fill('Stocked shelves');
    await save.click();
    await page.waitForURL(/\/activities$/);
    await context.close();
  });

  it('shows the registration summary in Spanish, with every link leading to its field', async () => {
    const context = await openContext(env.browser, { viewport: PHONE_360, language: 'es' });
    const page = await context.newPage();
    await page.goto(`${env.url}/register`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    const summary = page.locator('.app-error-summary');
    await summary.waitFor();
    await expect.poll(() => isFocused(summary)).toBe(true);
    expect(await summary.getByRole('heading').innerText()).toBe('Hay un problema');
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const first = links.first();
    const target = (await first.getAttribute('href'))?.slice(1) ?? '';
    expect(target).not.toBe('');
    await first.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'register-error-summary-es-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
