import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { type DeliveredFile, sendStoredFile } from './file-delivery.js';
import { type SignedLinkQuery, signedLinkQuery } from '../security/signed-link.js';

/** Opens the attachment named in the route, after the service's own checks; throws to refuse. */
export type OpenContent = (
  req: Request<{ id: string }>,
  attachmentId: string,
  link: SignedLinkQuery | undefined,
) => Promise<{ attachment: DeliveredFile & { id: string }; content: Readable }>;

/**
 * The handler of a signed content route (`…/:id/content?expires=&signature=`). A malformed query
 * is passed on as no link at all, so it is refused like a missing one.
 */
export function signedContentHandler(open: OpenContent) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const query = signedLinkQuery.safeParse(req.query);
    const { attachment, content } = await open(req, req.params.id, query.success ? query.data : undefined);
    if (!(await sendStoredFile(res, attachment, content))) {
      // The client went away or the store failed mid-stream: the status is sent, so just stop.
      req.log.warn({ attachmentId: attachment.id }, 'attachment download interrupted');
    }
  };
}
