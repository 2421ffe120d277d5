import { pipeline } from 'node:stream/promises';
import { attachmentContentQuery, removeActivityAttachmentRequest } from '@tracker/contracts/http/activities';
import { parseInput } from '@tracker/kit/http-errors';
import { Router } from 'express';
import { contentTypeHeader, dispositionOf } from '@tracker/kit/file-delivery';
import { contentDisposition } from '@tracker/kit/file-name';
import type { ActivityDeps } from '../deps.js';
import { deleteAttachment } from '../use-cases/delete-attachment.js';
import { findActivityForCaller } from '../use-cases/find-activity-for-caller.js';
import { getDownloadLink } from '../use-cases/get-download-link.js';
import { listAttachments } from '../use-cases/list-attachments.js';
import { openAttachmentContent } from '../use-cases/open-attachment-content.js';
import { uploadAttachments } from '../use-cases/upload-attachments.js';
import { readFiles } from '@tracker/kit/multipart';
import { contextOf, requireCaller } from './request-context.js';

/** An activity's attachments: list, upload several, remove (two ways), download through a signed link. */
export function attachmentRoutes(deps: ActivityDeps): Router {
  const router = Router();

  router.get('/api/activities/:id/attachments', async (req, res) => {
    res.json(await listAttachments(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/activities/:id/attachments', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's activity is refused before any upload is read.
    await findActivityForCaller(deps, caller, req.params.id);
    const files = await readFiles(req, res);
    res.status(201).json(await uploadAttachments(deps, caller, req.params.id, files, contextOf(req)));
  });

  router.delete('/api/activities/:id/attachments/:attachmentId', async (req, res) => {
    const caller = requireCaller(req);
    await deleteAttachment(deps, caller, req.params.id, req.params.attachmentId, contextOf(req));
    res.status(204).end();
  });

  router.delete('/api/activities/:id/remove-attachment', async (req, res) => {
    const caller = requireCaller(req);
    await findActivityForCaller(deps, caller, req.params.id);
    const { attachmentId } = parseInput(removeActivityAttachmentRequest, req.body ?? {});
    await deleteAttachment(deps, caller, req.params.id, attachmentId, contextOf(req));
    res.status(204).end();
  });

  router.get('/api/attachments/:id/download', async (req, res) => {
    res.json(await getDownloadLink(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.get('/api/attachments/:id/content', async (req, res) => {
    const caller = requireCaller(req);
    const query = attachmentContentQuery.safeParse(req.query);
    const { attachment, content } = await openAttachmentContent(
      deps,
      caller,
      req.params.id,
      query.success ? query.data : undefined,
      contextOf(req),
    );
    res.status(200);
    res.setHeader('Content-Type', contentTypeHeader(attachment.fileType));
    res.setHeader('Content-Length', String(attachment.fileSize));
    res.setHeader(
      'Content-Disposition',
      contentDisposition(dispositionOf(attachment.fileType), attachment.originalName),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    // Whatever the file holds, a browser that opens it runs nothing and reaches nothing of the site.
    res.setHeader('Content-Security-Policy', 'sandbox');
    try {
      await pipeline(content, res);
    } catch (error) {
      // The client went away or the store failed mid-stream: the status is sent, so just stop.
      req.log.warn({ err: error, attachmentId: attachment.id }, 'attachment download interrupted');
      res.destroy();
    }
  });

  return router;
}
