import type { AttachmentExtension } from '@tracker/contracts/constants/attachments';
import { fileTypeFromBuffer } from 'file-type';

/** The OLE compound-file signature that starts every legacy Office document (.doc, .xls). */
const COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** What `file-type` must detect for each extension whose format it recognises. */
const DETECTED_EXTENSION: Partial<Record<AttachmentExtension, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function startsWith(bytes: Uint8Array, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The refusal people read when a file's bytes are not what its extension says. */
export function contentMismatchMessage(extension: string): string {
  return `This file's content does not match its .${extension} extension`;
}

/**
 * Whether the bytes are what the extension claims, judged by their magic numbers: a renamed
 * executable or archive is refused. Text files must be UTF-8 without NUL bytes and must not look
 * like any binary format.
 */
export async function contentMatchesExtension(
  extension: AttachmentExtension,
  bytes: Uint8Array,
): Promise<boolean> {
  if (extension === 'doc' || extension === 'xls') return startsWith(bytes, COMPOUND_FILE_SIGNATURE);
  const detected = await fileTypeFromBuffer(bytes);
  if (extension === 'txt' || extension === 'csv') {
    const looksBinary = detected !== undefined && !detected.mime.startsWith('text/');
    return !looksBinary && isUtf8Text(bytes);
  }
  return detected !== undefined && detected.ext === DETECTED_EXTENSION[extension];
}
