import {
  exportVerificationsQuery,
  getVerificationRequest,
  listVerificationsQuery,
  recordNoticeParams,
  recordNoticeRequest,
  requestVerificationRequest,
} from '@tracker/contracts/http/verifications';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { requestVerification } from '../use-cases/request-verification.js';
import { exportVerifications } from '../use-cases/export-verifications.js';
import { getVerification } from '../use-cases/get-verification.js';
import { importVerifications } from '../use-cases/import-verifications.js';
import { listVerifications } from '../use-cases/list-verifications.js';
import { recordNotice } from '../use-cases/record-notice.js';
import { readCsvUpload } from './csv-upload.js';
import { adminSession, contextOf, requireCaller } from './request-context.js';

/** The state's reviewers: requests one at a time or by file, the list, one request, the export. */
export function adminVerificationRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.post('/api/admin/verifications', adminSession, async (req, res) => {
    const input = parseInput(requestVerificationRequest, req.body ?? {});
    res.status(201).json(await requestVerification(deps, requireCaller(req), input, contextOf(req)));
  });

  router.post('/api/admin/verifications/import', adminSession, async (req, res) => {
    const file = await readCsvUpload(req, res);
    res.json(await importVerifications(deps, requireCaller(req), file, contextOf(req)));
  });

  router.get('/api/admin/verifications', adminSession, async (req, res) => {
    const query = parseInput(listVerificationsQuery, req.query);
    const answer = await listVerifications(deps, query);
    res.setHeader('X-Total-Count', String(answer.total));
    res.json(answer);
  });

  router.get('/api/admin/verifications/export', adminSession, async (req, res) => {
    const { status } = parseInput(exportVerificationsQuery, req.query);
    const lines = exportVerifications(deps, status);
    // The first chunk is read before the headers go, so a failing database still answers with an error.
    const first = await lines.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="verifications${status ? `-${status}` : ''}.csv"`,
    );
    if (!first.done) res.write(first.value);
    for await (const chunk of lines) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  router.get('/api/admin/verifications/:id', adminSession, async (req, res) => {
    const { id } = parseInput(getVerificationRequest, req.params);
    res.json(await getVerification(deps, requireCaller(req), id, contextOf(req)));
  });

  router.post('/api/admin/verifications/:id/notice', adminSession, async (req, res) => {
    const { id } = parseInput(recordNoticeParams, req.params);
    const input = parseInput(recordNoticeRequest, req.body ?? {});
    res.json(await recordNotice(deps, id, input, contextOf(req)));
  });

  return router;
}
