import { createExemptionNoteAsAdminRequest } from '@tracker/contracts/http/exemption-review';
import {
  createExemptionNoteRequest,
  listExemptionNotesRequest,
  updateExemptionNoteRequest,
} from '@tracker/contracts/http/exemptions';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { createNote, type NoteInput } from '../use-cases/create-note.js';
import { deleteNote } from '../use-cases/delete-note.js';
import { listNotes } from '../use-cases/list-notes.js';
import { updateNote } from '../use-cases/update-note.js';
import { contextOf, requireCaller } from './request-context.js';

/** Notes on a request: read by the requester and reviewers, internal ones by reviewers only. */
export function noteRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/exemption-notes', async (req, res) => {
    const caller = requireCaller(req);
    const { exemptionId } = parseInput(listExemptionNotesRequest, req.query);
    res.json(await listNotes(deps, caller, exemptionId, contextOf(req)));
  });

  router.get('/api/exemption-notes/:exemptionId', async (req, res) => {
    res.json(await listNotes(deps, requireCaller(req), req.params.exemptionId, contextOf(req)));
  });

  router.post('/api/exemption-notes', async (req, res) => {
    const caller = requireCaller(req);
    // The requester's form carries no author type and no internal flag: whatever is sent, their
    // notes are shared enrollee notes.
    const input: NoteInput = caller.isAdmin
      ? parseInput(createExemptionNoteAsAdminRequest, req.body ?? {})
      : { ...parseInput(createExemptionNoteRequest, req.body ?? {}), isInternal: false };
    res.status(201).json(await createNote(deps, caller, input, contextOf(req)));
  });

  router.patch('/api/exemption-notes/:id', async (req, res) => {
    const caller = requireCaller(req);
    const { noteText } = parseInput(updateExemptionNoteRequest, req.body ?? {});
    res.json(await updateNote(deps, caller, req.params.id, noteText, contextOf(req)));
  });

  router.delete('/api/exemption-notes/:id', async (req, res) => {
    await deleteNote(deps, requireCaller(req), req.params.id, contextOf(req));
    res.status(204).end();
  });

  return router;
}
