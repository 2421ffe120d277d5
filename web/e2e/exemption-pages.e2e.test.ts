import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ExemptionAttachment, UserExemption } from '@tracker/contracts/http/exemptions';
import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerVerifiedEnrollee } from './support/accounts.js';
import { okApi, okMultipart, type UploadedFile } from './support/api.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, openDashboardSection, PHONE, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

type Language = 'en' | 'es';

/** Signs in through the form (in English), then makes `language` the person's own. */
async function signIn(
  env: BrowserTestSystem,
  who: { username: string; password: string },
  landing: RegExp,
  options: { language?: Language; viewport?: { width: number; height: number } } = {},
) {
  const context = await openContext(env.browser, { viewport: options.viewport });
  const page = await context.newPage();
  await logIn(page, env.url, who.username, who.password, landing);
  if (options.language) await okApi(page, 'PATCH', '/api/profile', { preferredLanguage: options.language });
  return { context, page };
}

/** Submits an exemption request as the signed-in enrollee. */
function requestExemption(page: Page, fields: Record<string, string>, file?: UploadedFile) {
  return okMultipart<UserExemption>(page, '/api/user-exemptions', fields, file);
}

/** Opens `url` and waits for its main heading and for `ready` (content that loads after it). */
async function open(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  await ready(page);
}

/** Axe on the page as it is and, on a phone, no sideways scrolling; a picture when pictures are asked for. */
async function check(page: Page, name: string, phone: boolean, area?: Locator) {
  // The picture first, so that a failure below can be looked at.
  await screenshot(page, name, area);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  if (phone) expect(await scrollsSideways(page), name).toBe(false);
}

describe.runIf(browserAvailable())('the exemption screens in a browser', () => {
  let env: BrowserTestSystem;
  let studentRequestId: string;
  let typeIdOf: (abbreviation: string) => string;
  const sharedNote = 'Thank you. Please send your enrollment letter for this term as well.';
  const enrolleeNote = 'My school only sends that letter after the second week; I will upload it then.';

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
    const { admin, demo } = env.system.credentials;

    // The demo enrollee: a student request waiting on them, a permanent one approved, one denied.
    const enrollee = await signIn(env, demo, /\/dashboard$/);
    const types = await okApi<ExemptionType[]>(enrollee.page, 'GET', '/api/medicaid-exemptions');
    typeIdOf = (abbreviation) => {
      const type = types.find((candidate) => candidate.abbreviation === abbreviation);
      if (!type) throw new Error(`no ${abbreviation} type in the catalogue`);
      return type.id;
    };
    const student = await requestExemption(
      enrollee.page,
      {
        medicaidExemptionId: typeIdOf('STUDENT'),
        durationRequestedMonths: '6',
        applicationNotes: 'I study nursing full time at the community college this spring.',
        currentlyEnrolled: 'true',
        schoolName: 'Hudson Valley Community College',
        creditHours: '15',
        expectedGraduationMonth: '5',
        expectedGraduationYear: '2028',
      },
      { name: 'class-schedule-spring.pdf', mimeType: 'application/pdf', buffer: pdfSample() },
    );
    studentRequestId = student.id;
    const permanent = await requestExemption(enrollee.page, {
      medicaidExemptionId: typeIdOf('MED_FRAIL'),
      requestPermanent: 'true',
      applicationNotes: 'I live with multiple sclerosis; my neurologist can confirm.',
    });
    const hardship = await requestExemption(enrollee.page, {
      medicaidExemptionId: typeIdOf('HARDSHIP'),
      durationRequestedMonths: '2',
      applicationNotes: 'Our building flooded and we are staying with family.',
    });

    // Another enrollee with a request still pending, so the portal lists more than one person.
    const neighbour = await registerVerifiedEnrollee(env, 'neighbour_pages');
    const other = await signIn(env, neighbour, /\/dashboard$/);
    await requestExemption(other.page, {
      medicaidExemptionId: typeIdOf('PARENT'),
      durationRequestedMonths: '12',
      applicationNotes: 'I care for my two-year-old son at home.',
    });
    await other.context.close();

    // The reviewer's side of each.
    const reviewer = await signIn(env, admin, /\/admin$/);
    const note = (exemptionId: string, noteText: string, isInternal: boolean) =>
      okApi(reviewer.page, 'POST', '/api/exemption-notes', {
        exemptionId,
        noteText,
        authorType: 'state_admin',
        isInternal,
      });
    const status = (exemptionId: string, body: Record<string, unknown>) =>
      okApi(reviewer.page, 'PATCH', `/api/admin/exemptions/${exemptionId}/status`, body);
    await note(student.id, 'The college is on the state list of eligible schools.', true);
    await note(student.id, sharedNote, false);
    await okMultipart(
      reviewer.page,
      `/api/exemptions/${student.id}/attachments/upload`,
      { description: '' },
      { name: 'enrollment-letter-template.png', mimeType: 'image/png', buffer: pngSample() },
    );
    await status(student.id, {
      status: 'waiting_on_enrollee',
      waitingMessage: 'Please upload your enrollment letter for the spring term.',
    });
    await status(permanent.id, { status: 'approved', isPermanent: true });
    await status(hardship.id, {
      status: 'denied',
      denialReason: 'A stay with family does not by itself prevent work; you may request again.',
    });
    await reviewer.context.close();

    // The enrollee answers and describes their file.
    await okApi(enrollee.page, 'POST', '/api/exemption-notes', {
      exemptionId: student.id,
      noteText: enrolleeNote,
    });
    const [schedule] = await okApi<ExemptionAttachment[]>(
      enrollee.page,
      'GET',
      `/api/exemptions/${student.id}/attachments`,
    );
    await okApi(enrollee.page, 'PUT', `/api/exemptions/attachments/${schedule?.id}/description`, {
      description: 'Spring class schedule from the registrar',
    });
    await enrollee.context.close();
  });

  afterAll(async () => {
    await env?.stop();
  });

  for (const language of ['en', 'es'] as const) {
    for (const [device, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE],
    ] as const) {
      const phone = viewport !== undefined;

      it(`the enrollee's Exemption Management section passes in ${language} on a ${device}`, async () => {
        const { context, page } = await signIn(env, env.system.credentials.demo, /\/dashboard$/, {
          language,
          viewport,
        });
        await open(page, `${env.url}/dashboard`, async (p) => {
          await openDashboardSection(p, /^(Exemption Management|Gestión de exenciones)$/);
          await p.locator('.dashboard-exemptions__table').waitFor();
        });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        // Enrollees read the type's name in their language, never its code.
        const student =
          language === 'es'
            ? 'Estudiante de tiempo completo o de medio tiempo'
            : 'Full-time or half-time student';
        const row = page.locator('.dashboard-exemptions__table tbody tr', { hasText: student });
        await row.locator('button[aria-controls]').click();
        await page.getByText(enrolleeNote).waitFor();
        await page.getByText('Spring class schedule from the registrar').waitFor();
        const section = page.locator('.dashboard-section', { has: page.locator('.dashboard-exemptions') });
        await check(page, `dashboard-exemptions-${language}-${device}`, phone, section);

        // The request form with a student type's extra fields.
        await page.locator('.dashboard-exemptions > .usa-button').click();
        const form = page.locator('form.dashboard-exemption-form');
        await form.locator('select').first().selectOption({ label: student });
        await form.locator('.dashboard-exemption-form__student').waitFor();
        await check(page, `dashboard-exemption-form-${language}-${device}`, phone, form);
        await context.close();
      });

      it(`the State Exemption Portal's list and details pass in ${language} on a ${device}`, async () => {
        const { context, page } = await signIn(env, env.system.credentials.admin, /\/admin$/, {
          language,
          viewport,
        });
        await open(page, `${env.url}/state-portal/requests`, (p) =>
          p.locator('.state-portal__table').waitFor(),
        );
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await check(page, `state-portal-${language}-${device}`, phone);

        await open(page, `${env.url}/state-portal/${studentRequestId}`, async (p) => {
          await p.getByText(enrolleeNote).waitFor();
          await p.locator('.exemption-attachments__item').nth(1).waitFor();
        });
        await check(page, `state-portal-details-${language}-${device}`, phone);

        // The approval form, opened from the Change Status buttons.
        await page
          .locator(
            '.state-portal__status-buttons .usa-button:not(.usa-button--outline):not(.usa-button--secondary)',
          )
          .click();
        await page.locator('form.state-portal__approval').waitFor();
        await check(page, `state-portal-approval-${language}-${device}`, phone);
        await context.close();
      });

      it(`Medicaid Exemptions Management passes in ${language} on a ${device}`, async () => {
        const { context, page } = await signIn(env, env.system.credentials.admin, /\/admin$/, {
          language,
          viewport,
        });
        await open(page, `${env.url}/admin/medicaid-exemptions`, (p) =>
          p.locator('.exemption-types__table tbody tr').first().waitFor(),
        );
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await check(page, `exemption-types-${language}-${device}`, phone);

        // A row's inline edit form.
        const firstRow = page.locator('.exemption-types__table tbody tr').first();
        await firstRow.hover();
        await firstRow.locator('.exemption-types__icon-button').first().click();
        await page.locator('.exemption-types__table form.exemption-type-form').waitFor();
        await check(page, `exemption-types-edit-${language}-${device}`, phone);
        await page.locator('.exemption-types__table form .usa-button--outline').click();

        // The add form, open above the table.
        await page.locator('.exemption-types > p > .usa-button').click();
        await page.locator('form.exemption-type-form').waitFor();
        await check(page, `exemption-types-add-${language}-${device}`, phone);
        await context.close();
      });
    }
  }

  it("says the server's refusals in Spanish, not in the server's English", async () => {
    const { admin, demo } = env.system.credentials;
    const enrollee = await signIn(env, demo, /\/dashboard$/, { language: 'es' });
    const reviewer = await signIn(env, admin, /\/admin$/, { language: 'es' });
    const toastText = (page: Page) => page.locator('.app-toast').textContent();
    const request = await requestExemption(enrollee.page, {
      medicaidExemptionId: typeIdOf('PREGNANT'),
      durationRequestedMonths: '9',
    });
    const setStatus = (body: Record<string, unknown>) =>
      okApi(reviewer.page, 'PATCH', `/api/admin/exemptions/${request.id}/status`, body);
    await setStatus({ status: 'waiting_on_enrollee', waitingMessage: 'Please send the clinic letter.' });

    // The reviewer moves on while the enrollee's page still offers Resubmit.
    await open(enrollee.page, `${env.url}/dashboard`, (p) =>
      p.locator('.dashboard-exemptions__table').waitFor(),
    );
    await setStatus({ status: 'under_review' });
    // The enrollee reads Spanish: the type goes by its Spanish name.
    const row = enrollee.page.locator('.dashboard-exemptions__table tbody tr', {
      hasText: 'Embarazada o en el posparto',
    });
    await row.getByRole('button', { name: /^Reenviar/ }).click();
    await enrollee.page.locator('.app-toast').waitFor();
    await expect(toastText(enrollee.page)).resolves.toContain(
      'Solo se puede reenviar una exención que espera al solicitante; esta está en revisión',
    );
    await enrollee.context.close();

    // A file whose content is not what its name says.
    await open(reviewer.page, `${env.url}/state-portal/${request.id}`, (p) =>
      p.locator('.exemption-attachments__empty').waitFor(),
    );
    await reviewer.page
      .getByLabel('Subir archivos')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pngSample() });
    await reviewer.page.locator('.app-toast').waitFor();
    await expect(toastText(reviewer.page)).resolves.toContain(
      'El contenido de este archivo no corresponde a su extensión .pdf',
    );

    // A type that a request uses cannot be deleted.
    await open(reviewer.page, `${env.url}/admin/medicaid-exemptions`, (p) =>
      p.locator('.exemption-types__table tbody tr').first().waitFor(),
    );
    const typeRow = reviewer.page.locator('.exemption-types__table tbody tr', { hasText: 'PREGNANT' });
    await typeRow.hover();
    await typeRow.getByRole('button', { name: 'Eliminar Pregnant or postpartum' }).click();
    await reviewer.page.getByRole('button', { name: 'Eliminar exención' }).click();
    await reviewer.page.locator('.app-toast').waitFor();
    await expect(toastText(reviewer.page)).resolves.toContain(
      '1 solicitud usa este tipo de exención. Márquelo como inactivo en lugar de eliminarlo.',
    );
    await reviewer.context.close();
  });
});
