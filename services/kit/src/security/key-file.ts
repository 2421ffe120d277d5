import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function readKeyFile(path: string): Promise<Buffer | undefined> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text === '' ? undefined : Buffer.from(text, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A random 32-byte key kept in `<dataDir>/keys/<fileName>`, made on first use: how the embedded mode
 * gets keys nobody configured. The file is created with `link`, so when several starts race, one
 * key wins and all of them read it. Deployments with several replicas configure the key instead.
 */
export async function loadOrCreateKeyFile(options: { dataDir: string; fileName: string }): Promise<Buffer> {
  const folder = join(options.dataDir, 'keys');
  const path = join(folder, options.fileName);
  const existing = await readKeyFile(path);
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
  const stored = await readKeyFile(path);
  if (!stored) throw new Error(`Could not read the key at ${path}`);
  return stored;
}
