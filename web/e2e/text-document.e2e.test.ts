import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ExemptionAttachment, UserExemption } from '@tracker/contracts/http/exemptions';
import { pngSample } from '@tracker/kit/testing/files';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Enrollee, registerVerifiedEnrollee } from './support/accounts.js';
import { okApi, okMultipart } from './support/api.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { daytimeZone } from './support/daytime.js';
import { logIn, openContext, openDashboardSection, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';
import { waitForText, waitForTextedCode } from './support/texts.js';

// A reviewer asks for a document; the enrollee, on a small phone in Spanish, is texted, sees the
// request first on the dashboard, texts a photo of it with DOCUMENTO, and the request shows it.

/** A small phone: the narrowest common Android screen. */
const SMALL_PHONE = { width: 360, height: 740 };

/** The Spanish name of the pregnancy exemption, as the catalogue seeds it. */
const PREGNANT_ES = 'Embarazada o en el posparto';

/** The text simulator (`npm run sms`), used as someone trying the system would. */
interface Simulator {
  main(
    argv: string[],
    env: Record<string, string | undefined>,
    out: { write(text: string): unknown },
    err: { write(text: string): unknown },
  ): Promise<number>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A calendar day as the Spanish texts and pages write it: `15 de diciembre` or `15 de diciembre de 2026`. */
function spanishDate(isoDate: string, withYear: boolean): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('es-US', {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Logs in through the Spanish login form and waits for the dashboard. */
async function logInInSpanish(page: Page, baseUrl: string, who: Enrollee): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Nombre de usuario o correo electrónico').fill(who.username);
  await page.getByLabel(/^Contraseña/).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe.runIf(browserAvailable())('a document asked for by a reviewer and sent back by text', () => {
  let env: BrowserTestSystem;
  let zone: string;
  let simulator: Simulator;
  let filesDir: string;

  beforeAll(async () => {
    zone = daytimeZone(new Date());
    // The browsers run in the same zone, so a login does not move the person into the night.
    env = await startBrowserTestSystem(inject('webDist'), { DEFAULT_TIMEZONE: zone });
    simulator = (await import(pathToFileURL(path.join(root, 'scripts', 'sms.mjs')).href)) as Simulator;
    filesDir = await mkdtemp(path.join(tmpdir(), 'tracker-e2e-photo-'));
  });

  afterAll(async () => {
    await env?.stop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  /** Texts the system with `npm run sms`'s own code, and returns its reply. */
  async function textTheSystem(from: string, words: string[], files: string[] = []): Promise<string> {
    let out = '';
    let err = '';
    const code = await simulator.main(
      [from, ...files.flatMap((file) => ['--file', file]), ...words],
      { APP_URL: env.url, DATA_DIR: path.dirname(env.system.mode.texts) },
      { write: (text: string) => (out += text) },
      { write: (text: string) => (err += text) },
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    return out.trim();
  }

  it('texts the enrollee, lists the request first, and attaches the photo texted back with DOCUMENTO', async () => {
    const { admin } = env.system.credentials;
    const lucia = await registerVerifiedEnrollee(env, 'lucia_documento');

    // The enrollee confirms her number, chooses Spanish and asks for an exemption.
    const setupContext = await openContext(env.browser, { timezoneId: zone });
    const setup = await setupContext.newPage();
    await logIn(setup, env.url, lucia.username, lucia.password, /\/dashboard$/);
    const codeAsked = new Date(Date.now() - 1000);
    await okApi(setup, 'POST', '/api/user/phone/verify-start');
    const code = await waitForTextedCode(env, lucia.cellNumber, codeAsked);
    await okApi(setup, 'POST', '/api/user/phone/verify', { code });
    await okApi(setup, 'PATCH', '/api/profile', { preferredLanguage: 'es' });
    const types = await okApi<ExemptionType[]>(setup, 'GET', '/api/medicaid-exemptions');
    const pregnant = types.find((type) => type.abbreviation === 'PREGNANT');
    if (!pregnant) throw new Error('no PREGNANT type in the catalogue');
    const request = await okMultipart<UserExemption>(setup, '/api/user-exemptions', {
      medicaidExemptionId: pregnant.id,
      durationRequestedMonths: '6',
      applicationNotes: 'Estoy embarazada; la carta de la clínica llega la semana próxima.',
    });
    await setupContext.close();

    // The texting service learns of the confirmed number and the language through the account's
    // events: STATUS is answered in the person's language once it knows the number is theirs.
    await expect
      .poll(() => textTheSystem(lucia.cellNumber, ['STATUS']), { timeout: 20_000, interval: 250 })
      .toMatch(/cumpl/);

    // The reviewer asks for the clinic's letter.
    const reviewerContext = await openContext(env.browser, { timezoneId: zone });
    const reviewer = await reviewerContext.newPage();
    await logIn(reviewer, env.url, admin.username, admin.password, /\/admin$/);
    const waitingAsked = new Date(Date.now() - 1000);
    await okApi(reviewer, 'PATCH', `/api/admin/exemptions/${request.id}/status`, {
      status: 'waiting_on_enrollee',
      waitingMessage: 'Por favor mande la carta de la clínica con la fecha del parto.',
    });
    await reviewerContext.close();

    // She is texted in Spanish, with the reply-by date and how to answer by text.
    const text = await waitForText(env, lucia.cellNumber, waitingAsked, (t) => t.body.includes('DOCUMENTO'));

    const enrolleeContext = await openContext(env.browser, {
      language: 'es',
      viewport: SMALL_PHONE,
      timezoneId: zone,
    });
    const page = await enrolleeContext.newPage();
    await logInInSpanish(page, env.url, lucia);
    const [asked] = await okApi<UserExemption[]>(page, 'GET', '/api/user-exemptions');
    expect(asked).toMatchObject({ id: request.id, status: 'waiting_on_enrollee' });
    const replyBy = asked?.replyBy;
    if (!replyBy) throw new Error('the request waiting on the enrollee has no reply-by date');
    expect(text.body).toContain(`necesita datos suyos hasta el ${spanishDate(replyBy, false)}`);
    expect(text.body).toContain('con la palabra DOCUMENTO');

    // The first thing on the dashboard, above the month's answer and on the first screen: the request,
    // by its Spanish name, and the date to reply by.
    const toDo = page.getByRole('list', { name: /^Pendiente de usted/ });
    const reply = toDo.locator('li', { hasText: PREGNANT_ES });
    await reply.getByText(`Responda al revisor a más tardar el ${spanishDate(replyBy, true)}`).waitFor();
    await reply.getByText(`Sobre su solicitud: ${PREGNANT_ES}`).waitFor();
    const toDoTop = (await toDo.boundingBox())!.y;
    const monthTop = (await page.locator('.dashboard-answer__month').boundingBox())!.y;
    expect(toDoTop).toBeLessThan(monthTop);
    expect(toDoTop + 80).toBeLessThan(SMALL_PHONE.height);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'text-document-todo-es-360');

    // She texts a photo of the letter with DOCUMENTO, as `npm run sms -- --file` does, and is told
    // where it went.
    const photo = path.join(filesDir, 'carta-clinica.png');
    await writeFile(photo, pngSample());
    const answer = await textTheSystem(lucia.cellNumber, ['DOCUMENTO'], [photo]);
    expect(answer).toContain(`Recibimos su foto y la agregamos a su solicitud de ${PREGNANT_ES}`);

    // The photo reaches the request through the services' events, which send it back to review.
    const row = page.locator('.dashboard-exemptions__table tbody tr', { hasText: PREGNANT_ES });
    await expect
      .poll(
        async () => {
          await page.reload();
          await openDashboardSection(page, 'Gestión de exenciones');
          return row.innerText({ timeout: 10_000 });
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain('En revisión');
    const [attachment] = await okApi<ExemptionAttachment[]>(
      page,
      'GET',
      `/api/exemptions/${request.id}/attachments`,
    );
    expect(attachment?.fileType).toMatch(/png/);
    await row.getByRole('button', { name: /^Notas y archivos/ }).click();
    const details = page.getByRole('region', { name: `Detalles de la solicitud ${PREGNANT_ES}` });
    await details.getByRole('button', { name: `Descargar: ${attachment?.originalName}` }).waitFor();

    // Nothing waits on her any more.
    await expect(page.getByText(/^Responda al revisor/).count()).resolves.toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'text-document-attached-es-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await enrolleeContext.close();
  });
});
