import { getDataMatchImportParams } from '@tracker/contracts/http/verifications';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { getDataMatchImport } from '../use-cases/get-data-match-import.js';
import { importDataMatches } from '../use-cases/import-data-matches.js';
import { readCsvUpload } from './csv-upload.js';
import { adminSession, requireCaller } from './request-context.js';

/** The state's own data, matched to people before anyone is asked. */
export function dataMatchRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.post('/api/admin/data-matches/import', adminSession, async (req, res) => {
    const file = await readCsvUpload(req, res);
    const { view, inBackground } = await importDataMatches(deps, requireCaller(req), file);
    if (inBackground) {
      res.status(202).setHeader('Location', `/api/admin/data-matches/imports/${view.id}`);
    }
    res.json(view);
  });

  router.get('/api/admin/data-matches/imports/:id', adminSession, async (req, res) => {
    const { id } = parseInput(getDataMatchImportParams, req.params);
    res.json(await getDataMatchImport(deps, id));
  });

  return router;
}
