import { loadOrCreateKeyFile } from './key-file.js';

/**
 * The key that signs attachment links: `ATTACHMENT_URL_SECRET` when configured, else a random key
 * kept under `<dataDir>/keys`.
 */
export async function loadAttachmentUrlSecret(options: {
  configured?: string;
  dataDir: string;
}): Promise<Buffer> {
  if (options.configured !== undefined) return Buffer.from(options.configured, 'utf8');
  return loadOrCreateKeyFile({ dataDir: options.dataDir, fileName: 'attachment-url.key' });
}
