import {
  updateExemptionAttachmentDescriptionRequest,
  uploadExemptionAttachmentRequest,
} from '@tracker/contracts/http/exemptions';
import { signedContentHandler } from '@tracker/kit/storage/content-route';
import { parseInput } from '@tracker/kit/http/errors';
import { readFileOrFiles } from '@tracker/kit/storage/multipart';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { deleteAttachment } from '../use-cases/delete-attachment.js';
import { findExemptionForUpload } from '../use-cases/find-exemption-for-upload.js';
import { getDownloadLink } from '../use-cases/get-download-link.js';
import { listAttachments } from '../use-cases/list-attachments.js';
import { openAttachmentContent } from '../use-cases/open-attachment-content.js';
import { updateAttachmentDescription } from '../use-cases/update-attachment-description.js';
import { uploadAttachments } from '../use-cases/upload-attachments.js';
import { contextOf, requireCaller } from './request-context.js';

/** A request's attachments: list, upload, describe, remove (two ways), download through a signed link. */
export function attachmentRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/exemptions/:id/attachments', async (req, res) => {
    res.json(await listAttachments(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/exemptions/:id/attachments/upload', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's request, or one closed to the caller, is refused before any upload is read.
    const access = await findExemptionForUpload(deps, caller, req.params.id);
    const upload = await readFileOrFiles(req, res);
    const { description } = parseInput(uploadExemptionAttachmentRequest, req.body ?? {});
    res.status(201).json(await uploadAttachments(deps, caller, access, upload, description, contextOf(req)));
  });

  router.put('/api/exemptions/attachments/:id/description', async (req, res) => {
    const caller = requireCaller(req);
    const { description } = parseInput(updateExemptionAttachmentDescriptionRequest, req.body ?? {});
    res.json(await updateAttachmentDescription(deps, caller, req.params.id, description, contextOf(req)));
  });

  router.delete('/api/exemptions/attachments/:id', async (req, res) => {
    await deleteAttachment(deps, requireCaller(req), req.params.id, {}, contextOf(req));
    res.status(204).end();
  });

  router.delete('/api/exemptions/:id/attachments/:attachmentId', async (req, res) => {
    const caller = requireCaller(req);
    await deleteAttachment(
      deps,
      caller,
      req.params.attachmentId,
      { exemptionId: req.params.id },
      contextOf(req),
    );
    res.status(204).end();
  });

  router.get('/api/exemptions/attachments/:id/download', async (req, res) => {
    res.json(await getDownloadLink(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.get(
    '/api/exemptions/attachments/:id/content',
    signedContentHandler((req, attachmentId, link) =>
      openAttachmentContent(deps, requireCaller(req), attachmentId, link, contextOf(req)),
    ),
  );

  return router;
}
