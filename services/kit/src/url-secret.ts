import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_FILE = 'attachment-url.key';

async function readSecretFile(path: string): Promise<Buffer | undefined> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text === '' ? undefined : Buffer.from(text, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that signs attachment links: `ATTACHMENT_URL_SECRET` when configured, else a random key
 * kept under `<dataDir>/keys`. The file is created with `link`, so when several starts race, one key wins.
 */
export async function loadAttachmentUrlSecret(options: {
  configured?: string;
  dataDir: string;
}): Promise<Buffer> {
  if (options.configured !== undefined) return Buffer.from(options.configured, 'utf8');
  const folder = join(options.dataDir, 'keys');
  const path = join(folder, SECRET_FILE);
  const existing = await readSecretFile(path);
  if (existing) return existing;

  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const stored = await readSecretFile(path);
  if (!stored) throw new Error(`Could not read the attachment link key at ${path}`);
  return stored;
}
