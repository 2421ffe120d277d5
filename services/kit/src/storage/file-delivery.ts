import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { contentDisposition } from './file-name.js';

/** Types a browser shows by itself; everything else is offered as a download. */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

/** Whether a stored file of this type opens in the browser or downloads. */
export function dispositionOf(fileType: string): 'inline' | 'attachment' {
  return SHOWN_INLINE.has(fileType) ? 'inline' : 'attachment';
}

/** The stored type, with the charset text files were checked to have. */
export function contentTypeHeader(fileType: string): string {
  return fileType.startsWith('text/') ? `${fileType}; charset=utf-8` : fileType;
}

/** What the answer says about a stored file. */
export interface DeliveredFile {
  fileType: string;
  fileSize: number;
  /** The name shown to people and offered when saving. */
  originalName: string;
}

/**
 * Streams a stored file with the headers that keep it harmless: the type it was checked to be, no
 * sniffing, no caching, and a sandbox so a browser that opens it runs nothing of the site. Resolves
 * with false when the stream broke off after the status was sent (the client left, the store failed).
 */
export async function sendStoredFile(
  res: Response,
  file: DeliveredFile,
  content: Readable,
): Promise<boolean> {
  res.status(200);
  res.setHeader('Content-Type', contentTypeHeader(file.fileType));
  res.setHeader('Content-Length', String(file.fileSize));
  res.setHeader('Content-Disposition', contentDisposition(dispositionOf(file.fileType), file.originalName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Security-Policy', 'sandbox');
  try {
    await pipeline(content, res);
    return true;
  } catch {
    res.destroy();
    return false;
  }
}
