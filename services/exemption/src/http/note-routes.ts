import { createExemptionNoteAsAdminRequest } from '@tracker/contracts/http/exemption-review';
import {
  createExemptionNoteRequest,
  listExemptionNotesRequest,
  updateExemptionNoteRequest,
} from '@tracker/contracts/http/exemptions';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { createExemptionNote, type NoteInput } from '../use-cases/create-exemption-note.js';
import { deleteExemptionNote } from '../use-cases/delete-exemption-note.js';
import { listExemptionNotes } from '../use-cases/list-exemption-notes.js';
import { updateExemptionNote } from '../use-cases/update-exemption-note.js';
import { contextOf, requireCaller } from './request-context.js';

/** Notes on a request: read by the requester and reviewers, internal ones by reviewers only. */
export function noteRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/exemption-notes', async (req, res) => {
    const caller = requireCaller(req);
    const { exemptionId } = parseInput(listExemptionNotesRequest, req.query);
    res.json(await listExemptionNotes(deps, caller, exemptionId, contextOf(req)));
  });

  router.get('/api/exemption-notes/:exemptionId', async (req, res) => {
    res.json(await listExemptionNotes(deps, requireCaller(req), req.params.exemptionId, contextOf(req)));
  });

  router.post('/api/exemption-notes', async (req, res) => {
    const caller = requireCaller(req);
    // The requester's form carries no author type and no internal flag: whatever is sent, their
    // notes are shared enrollee notes.
    const input: NoteInput = caller.isAdmin
      ? parseInput(createExemptionNoteAsAdminRequest, req.body ?? {})
      : { ...parseInput(createExemptionNoteRequest, req.body ?? {}), isInternal: false };
    res.status(201).json(await createExemptionNote(deps, caller, input, contextOf(req)));
  });

  router.patch('/api/exemption-notes/:id', async (req, res) => {
    const caller = requireCaller(req);
    const { noteText } = parseInput(updateExemptionNoteRequest, req.body ?? {});
    res.json(await updateExemptionNote(deps, caller, req.params.id, noteText, contextOf(req)));
  });

  router.delete('/api/exemption-notes/:id', async (req, res) => {
    await deleteExemptionNote(deps, requireCaller(req), req.params.id, contextOf(req));
    res.status(204).end();
  });

  return router;
}
