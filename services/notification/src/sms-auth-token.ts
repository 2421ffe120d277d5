import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the development token is kept under DATA_DIR; `scripts/sms.mjs` reads it from there. */
export const DEV_AUTH_TOKEN_FILE = path.join('keys', 'sms-dev-auth-token');

async function readToken(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? undefined : text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The token inbound webhooks are signed with: TWILIO_AUTH_TOKEN when configured, else a random
 * development token kept under `DATA_DIR/keys`, so the local text simulator can sign as Twilio would.
 * The file is created with `link`, so when several starts race, one token wins.
 */
export async function loadSmsAuthToken(options: { configured?: string; dataDir: string }): Promise<string> {
  if (options.configured !== undefined) return options.configured;
  const file = path.join(options.dataDir, DEV_AUTH_TOKEN_FILE);
  const existing = await readToken(file);
  if (existing) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, randomBytes(16).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const stored = await readToken(file);
  if (!stored) throw new Error(`Could not read the development text-message token at ${file}`);
  return stored;
}
