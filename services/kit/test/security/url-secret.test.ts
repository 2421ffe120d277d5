import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAttachmentUrlSecret } from '../../src/security/url-secret.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kit-secret-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('attachment link key', () => {
  it('is the configured secret when there is one', async () => {
    const secret = await loadAttachmentUrlSecret({ configured: 'x'.repeat(40), dataDir });
    expect(secret.toString()).toBe('x'.repeat(40));
  });

  it('is generated once under DATA_DIR/keys, readable by its owner only, and kept', async () => {
    const [first, second] = await Promise.all([
      loadAttachmentUrlSecret({ dataDir }),
      loadAttachmentUrlSecret({ dataDir }),
    ]);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await loadAttachmentUrlSecret({ dataDir })).equals(first)).toBe(true);
    const file = path.join(dataDir, 'keys', 'attachment-url.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
  });
});
