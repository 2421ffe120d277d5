import {
  updateExemptionAttachmentDescriptionRequest,
  uploadExemptionAttachmentRequest,
} from '@tracker/contracts/http/exemptions';
import { signedContentHandler } from '@tracker/kit/storage/content-route';
import { parseInput } from '@tracker/kit/http/errors';
import { readFileOrFiles } from '@tracker/kit/storage/multipart';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { deleteExemptionAttachment } from '../use-cases/delete-exemption-attachment.js';
import { exemptionOpenToUpload } from '../use-cases/shared/access.js';
import { getExemptionAttachmentLink } from '../use-cases/get-exemption-attachment-link.js';
import { listExemptionAttachments } from '../use-cases/list-exemption-attachments.js';
import { downloadExemptionAttachment } from '../use-cases/download-exemption-attachment.js';
import { updateExemptionAttachmentDescription } from '../use-cases/update-exemption-attachment-description.js';
import { uploadExemptionAttachments } from '../use-cases/upload-exemption-attachments.js';
import { contextOf, requireCaller } from './request-context.js';

/** A request's attachments: list, upload, describe, remove (two ways), download through a signed link. */
export function attachmentRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/exemptions/:id/attachments', async (req, res) => {
    res.json(await listExemptionAttachments(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/exemptions/:id/attachments/upload', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's request, or one closed to the caller, is refused before any upload is read.
    const access = await exemptionOpenToUpload(deps.db.knex, caller, req.params.id);
    const upload = await readFileOrFiles(req, res);
    const { description } = parseInput(uploadExemptionAttachmentRequest, req.body ?? {});
    res
      .status(201)
      .json(await uploadExemptionAttachments(deps, caller, access, upload, description, contextOf(req)));
  });

  router.put('/api/exemptions/attachments/:id/description', async (req, res) => {
    const caller = requireCaller(req);
    const { description } = parseInput(updateExemptionAttachmentDescriptionRequest, req.body ?? {});
    res.json(
      await updateExemptionAttachmentDescription(deps, caller, req.params.id, description, contextOf(req)),
    );
  });

  router.delete('/api/exemptions/attachments/:id', async (req, res) => {
    await deleteExemptionAttachment(deps, requireCaller(req), req.params.id, {}, contextOf(req));
    res.status(204).end();
  });

  router.delete('/api/exemptions/:id/attachments/:attachmentId', async (req, res) => {
    const caller = requireCaller(req);
    await deleteExemptionAttachment(
      deps,
      caller,
      req.params.attachmentId,
      { exemptionId: req.params.id },
      contextOf(req),
    );
    res.status(204).end();
  });

  router.get('/api/exemptions/attachments/:id/download', async (req, res) => {
    res.json(await getExemptionAttachmentLink(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.get(
    '/api/exemptions/attachments/:id/content',
    signedContentHandler((req, attachmentId, link) =>
      downloadExemptionAttachment(deps, requireCaller(req), attachmentId, link, contextOf(req)),
    ),
  );

  return router;
}
