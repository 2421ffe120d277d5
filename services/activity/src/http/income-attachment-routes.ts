import { signedContentHandler } from '@tracker/kit/content-route';
import { readFiles } from '@tracker/kit/multipart';
import { Router } from 'express';
import type { ActivityDeps } from '../deps.js';
import { deleteIncomeAttachment } from '../use-cases/delete-income-attachment.js';
import { findIncomeForCaller } from '../use-cases/find-income-for-caller.js';
import { getIncomeDownloadLink } from '../use-cases/get-income-download-link.js';
import { listIncomeAttachments } from '../use-cases/list-income-attachments.js';
import { openIncomeAttachmentContent } from '../use-cases/open-income-attachment-content.js';
import { uploadIncomeAttachments } from '../use-cases/upload-income-attachments.js';
import { contextOf, requireCaller } from './request-context.js';

/** A pay record's attachments: list, upload several, remove, download through a signed link. */
export function incomeAttachmentRoutes(deps: ActivityDeps): Router {
  const router = Router();

  router.get('/api/income/:id/attachments', async (req, res) => {
    res.json(await listIncomeAttachments(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/income/:id/attachments', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's record is refused before any upload is read.
    await findIncomeForCaller(deps, caller, req.params.id);
    const files = await readFiles(req, res);
    res.status(201).json(await uploadIncomeAttachments(deps, caller, req.params.id, files, contextOf(req)));
  });

  router.delete('/api/income/:id/attachments/:attachmentId', async (req, res) => {
    const caller = requireCaller(req);
    await deleteIncomeAttachment(deps, caller, req.params.id, req.params.attachmentId, contextOf(req));
    res.status(204).end();
  });

  router.get('/api/income/attachments/:id/download', async (req, res) => {
    res.json(await getIncomeDownloadLink(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.get(
    '/api/income/attachments/:id/content',
    signedContentHandler((req, attachmentId, link) =>
      openIncomeAttachmentContent(deps, requireCaller(req), attachmentId, link, contextOf(req)),
    ),
  );

  return router;
}
