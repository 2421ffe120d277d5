import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListNotificationsResponse, GetSmsNumberResponse } from '@tracker/contracts/http/notifications';
import type { Page } from 'playwright-core';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { okApi } from './support/api.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openAllDashboardSections, openContext, PHONE, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

type Language = 'en' | 'es';

/** The demo enrollee's cell number, as the identity service seeds it. */
const DEMO_CELL = '916-555-0142';

/**
 * The token inbound texts are signed with: the development one the notification service keeps
 * under its DATA_DIR (`keys/sms-dev-auth-token`). The launcher writes outbound texts to
 * `DATA_DIR/sms`, which is how the test finds that folder.
 */
async function devAuthToken(env: BrowserTestSystem): Promise<string> {
  const dataDir = path.dirname(env.system.mode.texts);
  return (await readFile(path.join(dataDir, 'keys', 'sms-dev-auth-token'), 'utf8')).trim();
}

/** Texts `body` from `from` to the system as Twilio would: a signed, form-encoded webhook. */
async function textTheSystem(env: BrowserTestSystem, from: string, body: string): Promise<string> {
  const numberAnswer = await fetch(`${env.url}/api/sms/number`);
  const { phoneNumber } = (await numberAnswer.json()) as GetSmsNumberResponse;
  const url = `${env.url}/api/sms/inbound`;
  const params = {
    From: from,
    To: phoneNumber,
    Body: body,
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    NumMedia: '0',
  };
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(await devAuthToken(env), url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  const twiml = await answer.text();
  if (!answer.ok) throw new Error(`the text webhook answered ${answer.status}: ${twiml}`);
  return twiml;
}

/**
 * Waits until the signed-in person has `count` text-message notifications: the text becomes an
 * activity and then a notification through the services' events, a moment after the webhook answers.
 */
async function waitForTextNotifications(page: Page, count: number): Promise<ListNotificationsResponse> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const list = await okApi<ListNotificationsResponse>(page, 'GET', '/api/notifications?limit=100');
    if (list.notifications.filter((n) => n.kind === 'sms_activity').length >= count) return list;
    await page.waitForTimeout(200);
  }
  throw new Error(`no ${count} text-message notifications after 20 s`);
}

/** Makes `language` the signed-in person's own; the next page they open is in it. */
async function useLanguage(page: Page, language: Language) {
  await okApi(page, 'PATCH', '/api/profile', { preferredLanguage: language });
}

describe.runIf(browserAvailable())('notifications, texting and feedback in a browser', () => {
  let env: BrowserTestSystem;

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('the demo enrollee texts hours, reads the notification, finds the activity and sends feedback', async () => {
    const { demo, admin } = env.system.credentials;
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await logIn(page, env.url, demo.username, demo.password, /\/dashboard$/);

    // The help shows the number to text as people write it, as a link that opens the messaging app.
    const { phoneNumber } = await okApi<GetSmsNumberResponse>(page, 'GET', '/api/sms/number');
    const help = page.locator('section.dashboard-sms');
    const numberLink = help.getByRole('link');
    await numberLink.waitFor();
    expect(await numberLink.getAttribute('href')).toBe(`sms:${phoneNumber}`);
    expect(await numberLink.textContent()).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);

    const twiml = await textTheSystem(env, DEMO_CELL, 'WORK 3 Stocked shelves at the food bank');
    expect(twiml).toContain('<Message>');
    await waitForTextNotifications(page, 1);

    // The dashboard shows it after a reload (or within 30 s on its own).
    await page.reload();
    const area = page.locator('section.dashboard-notifications');
    await area.getByText('You have 1 unread notification.').waitFor();
    await area.getByText('Activity logged by text message').waitFor();

    await area.getByRole('link', { name: 'View all notifications' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const item = page.locator('li.notification-item', { hasText: 'Activity logged by text message' });
    await item.getByText('Text message', { exact: true }).waitFor();
    expect(await item.textContent()).toContain('3 hours of Employment');
    expect(await item.getAttribute('class')).toContain('notification-item--unread');

    await item.getByRole('button', { name: 'Mark as read: Activity logged by text message' }).click();
    await page.getByText('You have no unread notifications.').waitFor();
    expect(await item.getAttribute('class')).not.toContain('notification-item--unread');
    const read = await okApi<ListNotificationsResponse>(page, 'GET', '/api/notifications');
    expect(read.unreadCount).toBe(0);

    await item.getByRole('link', { name: 'View your activities' }).click();
    await page.waitForURL(/\/activities$/);
    await page.locator('li.activity-item', { hasText: 'Stocked shelves at the food bank' }).waitFor();

    // Feedback from the dashboard, with permission to write back.
    await page.goto(`${env.url}/dashboard`);
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Category').selectOption('suggestion');
    await dialog.getByLabel('Message').fill('A reminder text before the 15th would help me.');
    // The design system hides the checkbox behind its label, which is what a person clicks.
    await dialog.locator('label.usa-checkbox__label').click();
    expect(await dialog.getByLabel(/You may contact me about this/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Thank you for your feedback', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    // An administrator reads it, with the address to answer.
    const adminContext = await openContext(env.browser);
    const adminPage = await adminContext.newPage();
    await logIn(adminPage, env.url, admin.username, admin.password, /\/admin$/);
    await adminPage.getByRole('link', { name: 'Feedback', exact: true }).click();
    await adminPage.waitForURL(/\/admin\/feedback$/);
    const row = adminPage.locator('tbody tr', { hasText: 'A reminder text before the 15th would help me.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Suggestion');
    expect(await row.getByRole('link').getAttribute('href')).toBe('mailto:demo@example.org');
    await adminContext.close();
  });

  for (const language of ['en', 'es'] as const) {
    for (const viewport of [undefined, PHONE]) {
      const size = viewport ? 'phone' : 'desktop';
      it(`/notifications and the feedback dialog pass axe in ${language} on a ${size}`, async () => {
        const { demo } = env.system.credentials;
        const context = await openContext(env.browser, { viewport });
        const page = await context.newPage();
        await logIn(page, env.url, demo.username, demo.password, /\/dashboard$/);
        // One unread notification beside the read ones, so both looks are checked.
        const before = await waitForTextNotifications(page, 0);
        const texted = before.notifications.filter((n) => n.kind === 'sms_activity').length;
        await textTheSystem(env, DEMO_CELL, `VOLUNTEER 2 Sorted donations ${language} ${size}`);
        await waitForTextNotifications(page, texted + 1);
        await useLanguage(page, language);

        await page.goto(`${env.url}/notifications`);
        await page.locator('li.notification-item--unread').first().waitFor();
        await screenshot(page, `notifications-${language}-${size}`);
        expect(await seriousA11yViolations(page), 'notifications').toEqual([]);
        if (viewport) expect(await scrollsSideways(page), 'notifications').toBe(false);

        await page.goto(`${env.url}/dashboard`);
        await openAllDashboardSections(page);
        const area = page.locator('section.dashboard-notifications');
        await area.locator('li.notification-item--unread').first().waitFor();
        await page.locator('section.dashboard-sms').getByRole('link').waitFor();
        await screenshot(page, `dashboard-notifications-${language}-${size}`, area);
        await screenshot(page, `dashboard-sms-${language}-${size}`, page.locator('section.dashboard-sms'));
        expect(await seriousA11yViolations(page), 'dashboard').toEqual([]);

        await screenshot(
          page,
          `dashboard-feedback-${language}-${size}`,
          page.locator('section.dashboard-feedback-entry'),
        );

        const open = language === 'es' ? 'Enviar comentarios' : 'Send Feedback';
        await page.getByRole('button', { name: open }).click();
        const dialog = page.getByRole('dialog', { name: open });
        await dialog.waitFor();
        // The errors show too, so their look is checked as well.
        await dialog.getByRole('button', { name: open }).click();
        await dialog.locator('.usa-error-message').first().waitFor();
        await screenshot(page, `feedback-dialog-${language}-${size}`, page.locator('.usa-modal'));
        expect(await seriousA11yViolations(page), 'feedback dialog').toEqual([]);
        if (viewport) expect(await scrollsSideways(page), 'feedback dialog').toBe(false);

        await useLanguage(page, 'en');
        await context.close();
      });
    }
  }

  // Reads the feedback the first test sent.
  for (const language of ['en', 'es'] as const) {
    it(`/admin/feedback passes axe in ${language}, desktop and phone`, async () => {
      const { admin } = env.system.credentials;
      for (const viewport of [undefined, PHONE]) {
        const context = await openContext(env.browser, { viewport });
        const page = await context.newPage();
        await logIn(page, env.url, admin.username, admin.password, /\/admin$/);
        await useLanguage(page, language);
        await page.goto(`${env.url}/admin/feedback`);
        await page.locator('tbody tr').first().waitFor();
        await screenshot(page, `admin-feedback-${language}-${viewport ? 'phone' : 'desktop'}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        if (viewport) expect(await scrollsSideways(page)).toBe(false);
        await useLanguage(page, 'en');
        await context.close();
      }
    });
  }
});
