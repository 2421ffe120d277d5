import { crc32, deflateSync } from 'node:zlib';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { ListWorkQueueResponse } from '@tracker/contracts/http/work-queue';
import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Enrollee, registerVerifiedEnrollee } from './support/accounts.js';
import { okApi, okMultipart, type UploadedFile } from './support/api.js';
import { seriousA11yViolations } from './support/axe.js';
import { browserAvailable } from './support/chromium.js';
import { logIn, openContext, scrollsSideways } from './support/pages.js';
import { screenshot } from './support/screenshots.js';
import { type BrowserTestSystem, startBrowserTestSystem } from './support/system.js';

// A reviewer works through the queue: finds a person by a name typed without its accent, takes the
// oldest case, reads its document inline, and decides three cases in a row with "Decide and open next".

/** A small phone: the narrowest common Android screen. */
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** Chromium's own PDF viewer, which shows a PDF that a frame was allowed to load. */
const PDF_VIEWER = /^chrome-extension:\/\/mhjfbmdgcfjbbpaeojofohoefgiehjai\//;

/**
 * A one-page PDF that says `text`, with a correct cross-reference table, so the viewer shows a page
 * with words on it in the pictures rather than a blank sheet.
 */
function letterPdf(text: string): Buffer {
  const stream = `BT /F1 20 Tf 40 120 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 240] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj ${object} endobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * A greyscale photo-sized PNG of a page with lines of "text", so the pictures show what a reviewer
 * would see rather than a single pixel.
 */
function photoPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xf4); // the filter byte, then a light page
    row[0] = 0;
    const line = y >= 20 && y < height - 20 && y % 16 < 6;
    if (line) row.fill(0x50, 1 + 20, 1 + width - 20 - ((y * 7) % 60));
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The browser's calendar day, which is what the reply-by field counts from. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day as the queue's "Due" column writes it in English: `Dec 07, 2026`. */
function queueDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Waits for the toast titled `title`; the app shows one toast at a time. */
function toast(page: Page, title: string) {
  return page.locator('.app-toast__title', { hasText: title }).waitFor();
}

/** The frame an `<iframe>` shows. */
async function frameOf(iframe: Locator): Promise<Frame> {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the preview has no frame');
  return frame;
}

/** Every frame under `frame`, however deep. */
function framesUnder(frame: Frame): Frame[] {
  return frame.childFrames().flatMap((child) => [child, ...framesUnder(child)]);
}

/**
 * Waits until the PDF preview shows the document: the frame holds Chromium's PDF viewer and the viewer
 * has laid out a page. A frame the browser refused (framing denied, sandboxed file, a policy that does
 * not allow it) holds an error page instead, and no viewer.
 */
async function expectPdfShown(page: Page): Promise<void> {
  const iframe = page.locator('.request-documents__preview iframe');
  await iframe.waitFor();
  expect(await iframe.getAttribute('src')).toMatch(/^blob:/);
  const frame = await frameOf(iframe);
  expect(frame.url()).toMatch(/^blob:/);
  await expect
    .poll(() => framesUnder(frame).some((child) => PDF_VIEWER.test(child.url())), { timeout: 15_000 })
    .toBe(true);
  // The innermost frame is the document itself, sized to its pages once the viewer has read them.
  await expect
    .poll(
      async () => {
        const widths = await Promise.all(
          framesUnder(frame).map((child) =>
            child
              .evaluate(() => document.getElementById('sizer')?.getBoundingClientRect().width ?? 0)
              .catch(() => 0),
          ),
        );
        return Math.max(0, ...widths);
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** Waits until the image preview has loaded its picture. */
async function expectImageShown(page: Page): Promise<void> {
  const image = page.locator('.request-documents__preview img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Chooses the decision `value` (`approved`, `denied`, ...) by its label, as a person does: the
 * design system draws its own circle over the hidden radio button.
 */
async function decide(page: Page, value: string) {
  const option = page.locator('.usa-radio', { has: page.locator(`input[value="${value}"]`) });
  await option.locator('label').click();
  await expect(option.locator('input').isChecked()).resolves.toBe(true);
}

/** A picture when pictures are asked for, then axe and, on a phone, no sideways scrolling. */
async function check(page: Page, name: string, phone: boolean) {
  // The picture first, so that a failure below can be looked at.
  await screenshot(page, name);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  if (phone) expect(await scrollsSideways(page), name).toBe(false);
}

interface Applicant {
  enrollee: Enrollee;
  name: string;
  requestId: string;
}

describe.runIf(browserAvailable())("the reviewers' work queue in a browser", () => {
  let env: BrowserTestSystem;
  /** In the order they asked, which is the queue's order: none has a due date, the oldest comes first. */
  let ines: Applicant;
  let marta: Applicant;
  let lucas: Applicant;

  /** Registers someone who asks for an exemption of `type` with `files` attached. */
  async function applicant(
    username: string,
    firstName: string,
    lastName: string,
    type: string,
    files: UploadedFile[],
  ): Promise<Applicant> {
    const enrollee = await registerVerifiedEnrollee(env, username, { firstName, lastName });
    const context = await openContext(env.browser);
    const page = await context.newPage();
    await logIn(page, env.url, enrollee.username, enrollee.password, /\/dashboard$/);
    const types = await okApi<ExemptionType[]>(page, 'GET', '/api/medicaid-exemptions');
    const typeId = types.find((candidate) => candidate.abbreviation === type)?.id;
    if (!typeId) throw new Error(`no ${type} type in the catalogue`);
    const [first, ...others] = files;
    const request = await okMultipart<UserExemption>(
      page,
      '/api/user-exemptions',
      {
        medicaidExemptionId: typeId,
        durationRequestedMonths: '12',
        applicationNotes: 'My letter is attached.',
      },
      first,
    );
    for (const file of others) {
      await okMultipart(page, `/api/exemptions/${request.id}/attachments/upload`, {}, file);
    }
    await context.close();
    return { enrollee, name: `${firstName} ${lastName}`, requestId: request.id };
  }

  /** The reviewer, signed in, in a browser of `viewport`'s size. */
  async function reviewer(viewport: { width: number; height: number }) {
    const { admin } = env.system.credentials;
    const context = await openContext(env.browser, { viewport });
    const page = await context.newPage();
    await logIn(page, env.url, admin.username, admin.password, /\/admin$/);
    return { context, page };
  }

  /** Waits until the queue lists the people of `applicants`, each at most once, as the queue's totals change. */
  async function waitForQueueOf(page: Page, applicants: Applicant[]) {
    await expect
      .poll(async () => {
        const queue = await okApi<ListWorkQueueResponse>(page, 'GET', '/api/admin/work-queue?pageSize=100');
        const ids = new Set(queue.items.map((item) => item.id));
        return applicants.every((one) => ids.has(one.requestId));
      })
      .toBe(true);
  }

  beforeAll(async () => {
    env = await startBrowserTestSystem(inject('webDist'));
    ines = await applicant('ines_queue', 'Inés', 'Muñoz', 'PREGNANT', [
      {
        name: 'clinic-letter.pdf',
        mimeType: 'application/pdf',
        buffer: letterPdf('Clinic letter: due in March'),
      },
    ]);
    marta = await applicant('marta_queue', 'Marta', 'Quintero', 'MED_FRAIL', [
      { name: 'doctor-note.pdf', mimeType: 'application/pdf', buffer: letterPdf("Doctor's note") },
      { name: 'doctor-note-photo.png', mimeType: 'image/png', buffer: photoPng(360, 240) },
    ]);
    lucas = await applicant('lucas_queue', 'Lucas', 'Brennan', 'VETERAN', [
      { name: 'discharge-papers.png', mimeType: 'image/png', buffer: photoPng(360, 240) },
    ]);
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('finds, assigns and decides three cases in a row, and keeps the one waiting on the person', async () => {
    const { context, page } = await reviewer(DESKTOP);
    // Exemption requests reach the queue as events, a moment after they are made.
    await waitForQueueOf(page, [ines, marta, lucas]);

    await page.getByRole('link', { name: 'State Exemption Portal' }).click();
    await page.waitForURL(/\/state-portal$/);
    const rows = page.locator('.state-portal__table tbody tr');
    const rowOf = (who: Applicant) => rows.filter({ hasText: who.name });
    await rowOf(lucas).waitFor();

    // The name is found typed plainly, without its accent.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('munoz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 case waiting' }).waitFor();
    await expect(rows.count()).resolves.toBe(1);
    await rowOf(ines).getByRole('link', { name: ines.name }).waitFor();
    await screenshot(page, 'queue-search-en-1280');

    // Cleared, the whole queue is back, the oldest request first.
    await search.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/state-portal$/);
    await rowOf(lucas).waitFor();
    const order = await rows.locator('th[scope="row"] a').allTextContents();
    expect(order.filter((name) => [ines, marta, lucas].some((one) => one.name === name))).toEqual([
      ines.name,
      marta.name,
      lucas.name,
    ]);
    const first = rows.first();
    await expect(first.locator('th[scope="row"] a').textContent()).resolves.toBe(ines.name);

    await first.getByRole('button', { name: 'Assign to me' }).click();
    await first.getByRole('button', { name: `Release the case of ${ines.name}` }).waitFor();
    await expect(first.getByRole('cell').nth(4).textContent()).resolves.toBe('You');
    await screenshot(page, 'queue-assigned-en-1280');

    // The case: the person, the document shown inline, and the decision beside it.
    await first.getByRole('link', { name: ines.name }).click();
    await page.waitForURL(new RegExp(`/state-portal/work/exemption/${ines.requestId}$`));
    await page.getByRole('heading', { name: ines.name, level: 1 }).waitFor();
    const person = page.locator('.state-portal__panel', {
      has: page.getByRole('heading', { name: 'Person' }),
    });
    await person.getByText(ines.enrollee.username, { exact: true }).waitFor();
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('button', { name: 'clinic-letter.pdf', pressed: true }).waitFor();
    await expectPdfShown(page);
    await screenshot(page, 'preview-pdf-en-1280', page.locator('.request-documents__preview'));
    await expect(page.getByRole('radio', { name: 'Approve' }).isChecked()).resolves.toBe(false);
    await decide(page, 'approved');
    await expect(page.getByLabel(/^Duration approved/).inputValue()).resolves.toBe('12');
    await check(page, 'case-approve-en-1280', false);
    await page.getByRole('button', { name: 'Decide and open next' }).click();
    await toast(page, 'Exemption Updated');

    // The next case opens by itself: the second oldest, whose picture is shown on request.
    await page.waitForURL(new RegExp(`/state-portal/work/exemption/${marta.requestId}$`));
    await page.getByRole('heading', { name: marta.name, level: 1 }).waitFor();
    await expectPdfShown(page);
    await documents.getByRole('button', { name: 'doctor-note-photo.png' }).click();
    await expectImageShown(page);
    await decide(page, 'waiting_on_enrollee');
    await page.getByLabel('What is needed').selectOption({ label: 'Send a clearer copy' });
    const message = page.getByLabel(/^Message to the person/);
    await expect(message.inputValue()).resolves.toBe(
      'We could not read the document you sent. Please send a clear photo or scan where every page can be read.',
    );
    const replyBy = plusDays(await browserToday(page), 10);
    await page.getByLabel(/^Reply by/).fill(replyBy);
    await check(page, 'case-ask-en-1280', false);
    await page.getByRole('button', { name: 'Decide and open next' }).click();
    await toast(page, 'Exemption Updated');

    // The third, its picture shown first; denied for a reason whose note the person will read.
    await page.waitForURL(new RegExp(`/state-portal/work/exemption/${lucas.requestId}$`));
    await page.getByRole('heading', { name: lucas.name, level: 1 }).waitFor();
    await expectImageShown(page);
    await decide(page, 'denied');
    await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Document cannot be read' });
    const denial = page.getByLabel(/^Reason the person reads/);
    await expect(denial.inputValue()).resolves.toBe(
      'We could not approve your request because we could not read the document you sent. Please send a clear copy and ask again.',
    );
    await check(page, 'case-deny-en-1280', false);
    await page.getByRole('button', { name: 'Decide and open next' }).click();

    // Nothing else waits on a reviewer: back on the queue, only the asked one left, waiting on the person.
    await toast(page, 'Nothing else waits');
    await page.waitForURL(/\/state-portal$/);
    await rowOf(marta).waitFor();
    // The queue is the state side's read model, fed by the exemption service's events: on a busy machine
    // a decision can reach it a moment after the page asked, so the reviewer's next look shows it gone.
    await expect
      .poll(
        async () => {
          if ((await rowOf(ines).count()) + (await rowOf(lucas).count()) === 0) return 0;
          await page.reload();
          await rowOf(marta).waitFor();
          return (await rowOf(ines).count()) + (await rowOf(lucas).count());
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(0);
    await rowOf(marta).getByRole('cell', { name: 'Waiting on the person' }).waitFor();
    await rowOf(marta)
      .getByRole('cell', { name: queueDate(replyBy) })
      .waitFor();
    await screenshot(page, 'queue-after-en-1280');

    const decided = await okApi<ReviewedExemption[]>(page, 'GET', '/api/admin/all-exemptions');
    const statusOf = (who: Applicant) => decided.find((request) => request.id === who.requestId);
    expect(statusOf(ines)).toMatchObject({ status: 'approved', durationApprovedMonths: 12 });
    expect(statusOf(marta)).toMatchObject({ status: 'waiting_on_enrollee', replyBy });
    expect(statusOf(lucas)).toMatchObject({
      status: 'denied',
      denialReason:
        'We could not approve your request because we could not read the document you sent. Please send a clear copy and ask again.',
    });
    await context.close();
  });

  it('lays the queue and a case out on a small phone and a desktop, in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const viewport of [SMALL_PHONE, DESKTOP]) {
        const name = `${language}-${viewport.width}`;
        const phone = viewport === SMALL_PHONE;
        const { context, page } = await reviewer(viewport);
        // The reviewer's own language is the app's once signed in.
        await okApi(page, 'PATCH', '/api/profile', { preferredLanguage: language });
        await page.goto(`${env.url}/state-portal`);
        await page.locator('.state-portal__table tbody tr', { hasText: marta.name }).waitFor();
        await check(page, `queue-${name}`, phone);

        await page.goto(`${env.url}/state-portal/work/exemption/${marta.requestId}`);
        await page.getByRole('heading', { name: marta.name, level: 1 }).waitFor();
        await expectPdfShown(page);
        // The form as a denial is written: the longest one, with a reason and its note.
        await decide(page, 'denied');
        await page.locator('.state-portal__decision select').selectOption({ index: 1 });
        await expect(page.locator('.state-portal__decision textarea').inputValue()).resolves.not.toBe('');
        await check(page, `case-${name}`, phone);
        await context.close();
      }
    }
  });
});
