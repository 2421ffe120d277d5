import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Logins the embedded mode makes for a first-time user, kept so a second start prints the same ones. */
export interface LocalCredentials {
  admin: { username: string; email: string; password: string };
  demo: { username: 'demo'; password: string };
}

const FILE_NAME = 'credentials.json';

function generatePassword(): string {
  // 18 random bytes: 24 URL-safe characters, far from any common-password list.
  return randomBytes(18).toString('base64url');
}

/**
 * Reads the local credentials under `dataDir`, creating them on first start. Explicit
 * ADMIN_* settings win over the stored administrator.
 */
export async function loadLocalCredentials(
  dataDir: string,
  configured: { username?: string; email?: string; password?: string },
): Promise<LocalCredentials> {
  const file = path.join(dataDir, FILE_NAME);
  let stored: LocalCredentials | undefined;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as LocalCredentials;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Only generated secrets are written down; configured ones stay in the environment.
  const generated: LocalCredentials = {
    admin: stored?.admin ?? { username: 'admin', email: 'admin@example.org', password: generatePassword() },
    demo: stored?.demo ?? { username: 'demo', password: generatePassword() },
  };
  if (!stored) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  const useConfigured = Boolean(configured.username && configured.email && configured.password);
  return {
    admin: useConfigured
      ? { username: configured.username!, email: configured.email!, password: configured.password! }
      : generated.admin,
    demo: generated.demo,
  };
}
