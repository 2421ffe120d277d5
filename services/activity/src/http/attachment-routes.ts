import { signedContentHandler } from '@tracker/kit/storage/content-route';
import { readFiles } from '@tracker/kit/storage/multipart';
import { Router } from 'express';
import type { ActivityDeps } from '../deps.js';
import { deleteAttachment } from '../use-cases/delete-attachment.js';
import { downloadAttachment } from '../use-cases/download-attachment.js';
import { getAttachmentLink } from '../use-cases/get-attachment-link.js';
import { listAttachments } from '../use-cases/list-attachments.js';
import { findRecordForCaller } from '../use-cases/shared/record-access.js';
import type { OwnedRecord, RecordKind } from '../use-cases/shared/record-kind.js';
import { uploadAttachments } from '../use-cases/upload-attachments.js';
import { contextOf, requireCaller } from './request-context.js';

/**
 * The attachments of one kind of record: list, upload several, remove, download through a signed
 * link, at the kind's paths.
 */
export function attachmentRoutes<TRecord extends OwnedRecord, TAttachment>(
  deps: ActivityDeps,
  kind: RecordKind<TRecord, TAttachment>,
): Router {
  const router = Router();
  const { records, attachments } = kind.paths;

  router.get(`${records}/:id/attachments`, async (req, res) => {
    res.json(await listAttachments(kind, deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post(`${records}/:id/attachments`, async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's record is refused before any upload is read.
    await findRecordForCaller(kind, deps, caller, req.params.id);
    const files = await readFiles(req, res);
    res.status(201).json(await uploadAttachments(kind, deps, caller, req.params.id, files, contextOf(req)));
  });

  router.delete(`${records}/:id/attachments/:attachmentId`, async (req, res) => {
    const caller = requireCaller(req);
    await deleteAttachment(kind, deps, caller, req.params.id, req.params.attachmentId, contextOf(req));
    res.status(204).end();
  });

  router.get(`${attachments}/:id/download`, async (req, res) => {
    res.json(await getAttachmentLink(kind, deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.get(
    `${attachments}/:id/content`,
    signedContentHandler((req, attachmentId, link) =>
      downloadAttachment(kind, deps, requireCaller(req), attachmentId, link, contextOf(req)),
    ),
  );

  return router;
}
