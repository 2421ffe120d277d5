import { linkIn } from '@tracker/kit/testing/mail';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, openDashboardSection, PHONE, scrollsSideways } from './support/pages.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';
import { waitForTextedCode } from './support/texts.js';

describe.runIf(browserAvailable())('an enrollee creates an account and manages it', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('registers through the form, verifies from the e-mail, logs in, confirms the phone by text, changes the profile and logs out', async () => {
    const context = await openContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const email = 'rosa.e2e@example.org';
    const password = 'Blue heron at dawn 7';

    await page.goto(`${env.url}/register`);
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Díaz');
    await page.getByLabel('Street address').fill('12 Pine Road');
    await page.getByLabel('City').fill('Tucson');
    await page.getByLabel('State').selectOption('AZ');
    await page.getByLabel('ZIP code').fill('85701');
    const phone = page.getByLabel('Cell phone number');
    await phone.fill('15205550133');
    await phone.blur();
    await expect(phone.inputValue()).resolves.toBe('520-555-0133');
    await page.getByLabel('Username').fill('rosa_e2e');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const message = await env.mail.waitForMessageTo(email);
    await page.goto(linkIn(message, env.url, '/verify-email').toString());
    await page
      .getByRole('button', { name: /Go to Login/i })
      .or(page.getByRole('link', { name: /Go to Login/i }))
      .first()
      .click();
    await page.waitForURL(/\/login$/);

    await logIn(page, env.url, 'rosa_e2e', password, /\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Rosa' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // A new number serves texts only once confirmed: the top of the dashboard lists it as waiting on
    // the person, the texting help says so too, and both lead there.
    const toDo = page.getByRole('list', { name: /^Waiting on you/ });
    await toDo
      .getByText('Confirm your cell phone number, 520-555-0133, so our texts can reach you.')
      .waitFor();
    await expect(toDo.getByRole('link', { name: 'Confirm your number' }).getAttribute('href')).resolves.toBe(
      '/profile#phone-confirmation',
    );
    await openDashboardSection(page, 'Activity Reporting');
    const help = page.locator('section.dashboard-sms');
    await help
      .getByText(/^Texting works only after you confirm your cell phone number, 520-555-0133\./)
      .waitFor();
    await help.getByRole('link', { name: 'Confirm your number on your profile' }).click();
    await page.waitForURL(/\/profile#phone-confirmation$/);
    const confirmation = page.getByRole('group', { name: /^Number status/ });
    await expect(confirmation.textContent()).resolves.toContain('Not confirmed');
    await page.waitForFunction(() => document.activeElement?.id === 'phone-confirmation');
    expect(await scrollsSideways(page)).toBe(false);

    const asked = new Date(Date.now() - 1000);
    await confirmation.getByRole('button', { name: 'Text Me a Code' }).click();
    const codeField = page.getByLabel('Code from the text message');
    await codeField.waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const code = await waitForTextedCode(env, '520-555-0133', asked);
    await codeField.fill(code);
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Phone number confirmed', { exact: true }).waitFor();
    await confirmation.getByText('Confirmed', { exact: true }).waitFor();
    const confirmed = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(confirmed.cellNumberVerified).toBe(true);

    await page.getByLabel('City').fill('Phoenix');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully', { exact: true }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(me.city).toBe('Phoenix');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(new RegExp(`${env.url}/$`));
    await page.getByText('You have been logged out successfully.', { exact: true }).waitFor();
    const after = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(after).toBe(401);
    await context.close();
  });

  it('can be done with the keyboard alone: logging in and reaching the profile', async () => {
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.url}/login`);
    await page.getByLabel('Username or email').focus();
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type(env.system.credentials.demo.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    // The page shows once its answer is in (it holds for the stats and the requests waiting on the
    // person); tabbing before that would move through a page about to be replaced.
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    // Focus is on the main content after the navigation; the header's profile link is reachable
    // from there by keyboard (backwards, since the header comes before the main content).
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Shift+Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('href') === '/profile');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile$/);
    await context.close();
  });
});
