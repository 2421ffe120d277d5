import { TOTAL_COUNT_HEADER } from '@tracker/contracts/constants/screens';
import {
  incomeRequestAsOf,
  incomeWriteQuery,
  type ListIncomeRequest,
  listIncomeRequest,
} from '@tracker/contracts/http/income';
import { parseInput } from '@tracker/kit/http/errors';
import { readSingleFile } from '@tracker/kit/storage/multipart';
import { type Request, Router } from 'express';
import type { ActivityDeps } from '../deps.js';
import { deleteRecord } from '../use-cases/delete-record.js';
import { findRecordForCaller } from '../use-cases/shared/record-access.js';
import { getIncome } from '../use-cases/get-income.js';
import { enrolleeToday } from '../domain/enrollee-today.js';
import { listIncome } from '../use-cases/list-income.js';
import { reportIncome } from '../use-cases/report-income.js';
import { INCOME_RECORDS } from '../use-cases/shared/income-kind.js';
import { updateIncome } from '../use-cases/update-income.js';
import { entryWriteContextOf } from './entry-write-context.js';
import { contextOf, requireCaller } from './request-context.js';

/** The same list call asking for the page after `cursor`. */
function nextPagePath(request: ListIncomeRequest, cursor: string): string {
  const query = new URLSearchParams({ limit: String(request.limit), before: cursor });
  return `/api/income?${query.toString()}`;
}

/** The values of a create or an edit, checked as of today in the enrollee's zone (`?timezone=`). */
function incomeValuesOf(deps: ActivityDeps, req: Request) {
  const { timezone } = parseInput(incomeWriteQuery, req.query);
  return parseInput(incomeRequestAsOf(enrolleeToday(deps, timezone)), req.body ?? {});
}

/** The pay record calls: list, read, report (multipart with an optional paystub), edit, delete. */
export function incomeRoutes(deps: ActivityDeps): Router {
  const router = Router();

  router.get('/api/income', async (req, res) => {
    const caller = requireCaller(req);
    const request = parseInput(listIncomeRequest, req.query);
    const page = await listIncome(deps, caller, request, contextOf(req));
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) res.setHeader('Link', `<${nextPagePath(request, page.nextCursor)}>; rel="next"`);
    res.json(page.records);
  });

  router.get('/api/income/:id', async (req, res) => {
    res.json(await getIncome(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/income', async (req, res) => {
    const caller = requireCaller(req);
    const file = await readSingleFile(req, res);
    const values = incomeValuesOf(deps, req);
    const entry = entryWriteContextOf(deps, req);
    res.status(201).json(await reportIncome(deps, caller, values, file, contextOf(req), entry));
  });

  router.patch('/api/income/:id', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's record is refused before any upload is read.
    await findRecordForCaller(INCOME_RECORDS, deps, caller, req.params.id);
    const file = await readSingleFile(req, res);
    const values = incomeValuesOf(deps, req);
    const entry = entryWriteContextOf(deps, req);
    res.json(await updateIncome(deps, caller, req.params.id, { values, file }, contextOf(req), entry));
  });

  router.delete('/api/income/:id', async (req, res) => {
    const caller = requireCaller(req);
    const entry = entryWriteContextOf(deps, req);
    await deleteRecord(INCOME_RECORDS, deps, caller, req.params.id, contextOf(req), entry);
    res.status(204).end();
  });

  return router;
}
