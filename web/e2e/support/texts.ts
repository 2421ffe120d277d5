import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserTestSystem } from './system.js';

/**
 * Waits for the confirmation code texted to `cellNumber` after `since` and returns it. Without a
 * Twilio account the notification service writes each text as a file under `DATA_DIR/sms`
 * (`From:`, `To:`, `Date:` lines, a blank line, then the body); the code is the body's 6 digits.
 * Texts reach the folder through the services' events, a moment after the request answers.
 */
export async function waitForTextedCode(
  env: BrowserTestSystem,
  cellNumber: string,
  since: Date,
): Promise<string> {
  const dir = env.system.mode.texts;
  const digits = cellNumber.replace(/\D/g, '').slice(-10);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    // Newest first: the names start with the time the text was written.
    for (const name of names
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .reverse()) {
      const text = await readFile(path.join(dir, name), 'utf8');
      const [head = '', ...body] = text.split('\n\n');
      const to = /^To: (.*)$/m.exec(head)?.[1]?.replace(/\D/g, '') ?? '';
      const sent = /^Date: (.*)$/m.exec(head)?.[1];
      if (!to.endsWith(digits) || !sent || new Date(sent) < since) continue;
      const code = /\b(\d{6})\b/.exec(body.join('\n\n'))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code texted to …${digits.slice(-4)} within 20 s`);
}
