import type { Readable } from 'node:stream';
import { BlobNotFoundError, type BlobStore } from './blob.js';
import type { Logger } from '../runtime/logger.js';
import type { SignedLinkQuery } from '../security/signed-link.js';

/** What every stored attachment row carries, whichever record it belongs to. */
export interface StoredAttachment {
  id: string;
  storageKey: string;
  originalName: string;
}

/** Reads of an attachment that leave an audit row when an administrator makes them. */
export type AttachmentRead = 'link-issued' | 'downloaded';

/**
 * How one service finds, guards and audits its attachments. `Found` is what the service's own
 * authorisation returns: the attachment plus whatever record it hangs off (an activity, a request).
 */
export interface AttachmentAccess<Found extends { attachment: StoredAttachment }> {
  /** True for an id a record could have; anything else is answered as a missing attachment. */
  isRecordId(value: unknown): value is string;
  /** The attachment when the caller may see it; throws as for a missing one otherwise. */
  find(attachmentId: string): Promise<Found>;
  /** Audits the read; throwing stops it before anything is handed over. */
  audit(found: Found, read: AttachmentRead): Promise<void>;
  /** A short-lived link to the attachment's content route. */
  signLink(attachmentId: string): string;
  /** Whether the link was signed here for this attachment and still works. */
  verifyLink(attachmentId: string, link: SignedLinkQuery): boolean;
  notFound(): Error;
  invalidLink(): Error;
}

export interface AttachmentContentDeps {
  blobs: Pick<BlobStore, 'get'>;
  logger: Pick<Logger, 'error'>;
}

/** A short-lived signed link to the attachment's content and the name to save it under. */
export async function issueDownloadLink<Found extends { attachment: StoredAttachment }>(
  access: AttachmentAccess<Found>,
  attachmentId: unknown,
): Promise<{ downloadUrl: string; fileName: string }> {
  if (!access.isRecordId(attachmentId)) throw access.notFound();
  const found = await access.find(attachmentId);
  await access.audit(found, 'link-issued');
  return { downloadUrl: access.signLink(found.attachment.id), fileName: found.attachment.originalName };
}

/**
 * The bytes behind a signed link. The link alone is not enough: the caller must also pass the
 * service's own check, so a leaked link is useless to anyone else.
 */
export async function openAttachmentContent<Found extends { attachment: StoredAttachment }>(
  deps: AttachmentContentDeps,
  access: AttachmentAccess<Found>,
  attachmentId: unknown,
  link: SignedLinkQuery | undefined,
): Promise<{ found: Found; content: Readable }> {
  if (!access.isRecordId(attachmentId)) throw access.notFound();
  if (!link || !access.verifyLink(attachmentId, link)) throw access.invalidLink();
  const found = await access.find(attachmentId);
  const { storageKey } = found.attachment;
  let content: Readable;
  try {
    content = await deps.blobs.get(storageKey);
  } catch (error) {
    if (error instanceof BlobNotFoundError) {
      deps.logger.error({ key: storageKey, attachmentId }, 'attachment without a stored file');
      throw access.notFound();
    }
    throw error;
  }
  try {
    await access.audit(found, 'downloaded');
  } catch (error) {
    // No file leaves without its audit row.
    content.destroy();
    throw error;
  }
  return { found, content };
}
