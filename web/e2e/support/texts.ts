import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserTestSystem } from './system.js';

/** A text the system wrote to the `DATA_DIR/sms` folder. */
export interface WrittenText {
  to: string;
  sent: Date;
  body: string;
}

/**
 * The texts written so far, newest first. Without a Twilio account the notification service writes
 * each text as a file under `DATA_DIR/sms` (`From:`, `To:`, `Date:` lines, a blank line, then the body).
 */
async function writtenTexts(env: BrowserTestSystem): Promise<WrittenText[]> {
  const dir = env.system.mode.texts;
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts: WrittenText[] = [];
  // Newest first: the names start with the time the text was written.
  for (const name of names
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .reverse()) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const [head = '', ...body] = text.split('\n\n');
    const to = /^To: (.*)$/m.exec(head)?.[1]?.replace(/\D/g, '') ?? '';
    const sent = /^Date: (.*)$/m.exec(head)?.[1];
    if (sent) texts.push({ to, sent: new Date(sent), body: body.join('\n\n') });
  }
  return texts;
}

/**
 * Waits for the newest text to `cellNumber` written after `since` that `accepts`, and returns it.
 * Texts reach the folder through the services' events, a moment after the request that caused them.
 */
export async function waitForText(
  env: BrowserTestSystem,
  cellNumber: string,
  since: Date,
  accepts: (text: WrittenText) => boolean = () => true,
): Promise<WrittenText> {
  const digits = cellNumber.replace(/\D/g, '').slice(-10);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = (await writtenTexts(env)).find(
      (text) => text.to.endsWith(digits) && text.sent >= since && accepts(text),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no such text to …${digits.slice(-4)} within 20 s`);
}

/** Waits for the confirmation code texted to `cellNumber` after `since` and returns it (its 6 digits). */
export async function waitForTextedCode(
  env: BrowserTestSystem,
  cellNumber: string,
  since: Date,
): Promise<string> {
  const text = await waitForText(env, cellNumber, since, (candidate) => /\b\d{6}\b/.test(candidate.body));
  return /\b(\d{6})\b/.exec(text.body)?.[1] ?? '';
}
