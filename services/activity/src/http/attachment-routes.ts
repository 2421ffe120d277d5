import { removeActivityAttachmentRequest } from '@tracker/contracts/http/activities';
import { parseInput } from '@tracker/kit/http-errors';
import { Router } from 'express';
import { signedContentHandler } from '@tracker/kit/content-route';
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

  router.get(
    '/api/attachments/:id/content',
    signedContentHandler((req, attachmentId, link) =>
      openAttachmentContent(deps, requireCaller(req), attachmentId, link, contextOf(req)),
    ),
  );

  return router;
}
