import {
  listAvailableMonthsRequest,
  getDashboardStatsRequest,
  monthlyReportFileName,
  getMonthlyReportParams,
  getMonthlyReportRequest,
  getReportingHoursRequest,
} from '@tracker/contracts/http/reports';
import { requireUser } from '@tracker/kit/security/auth';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';
import { composeMonthlyReport } from '../pdf/compose-monthly-report.js';
import { renderPdf } from '../pdf/render-pdf.js';
import { getDashboardStats } from '../use-cases/get-dashboard-stats.js';
import { getMonthlyReport } from '../use-cases/get-monthly-report.js';
import { getReportingHours } from '../use-cases/get-reporting-hours.js';
import { listAvailableMonths } from '../use-cases/list-available-months.js';
import { readerOf } from './caller.js';

/**
 * The signed-in person's own figures and reports; no route here reads anyone else's. An
 * administrator reads an enrollee's only by impersonating them, and every administrator's read is
 * audited.
 */
export function reportRoutes(deps: ReportingDeps): Router {
  const router = Router();

  router.get('/api/dashboard/stats', requireUser, async (req, res) => {
    const { timezone, language } = parseInput(getDashboardStatsRequest, req.query);
    res.json(await getDashboardStats(deps, readerOf(req), timezone, language));
  });

  router.get('/api/user/reporting-hours', requireUser, async (req, res) => {
    const { timezone, language } = parseInput(getReportingHoursRequest, req.query);
    res.json(await getReportingHours(deps, readerOf(req), timezone, language));
  });

  router.get('/api/reports/available-months', requireUser, async (req, res) => {
    parseInput(listAvailableMonthsRequest, req.query);
    res.json(await listAvailableMonths(deps, readerOf(req)));
  });

  router.get('/api/reports/monthly/:year/:month', requireUser, async (req, res) => {
    const month = parseInput(getMonthlyReportParams, req.params);
    const { timezone, format } = parseInput(getMonthlyReportRequest, req.query);
    const document = await getMonthlyReport(deps, readerOf(req), month, timezone);
    if (format === 'json') {
      res.json(document.report);
      return;
    }
    const { pdf } = await renderPdf(composeMonthlyReport(document), {
      title: `${document.strings.report.title} - ${document.strings.monthAndYear(month)}`,
      language: document.strings.language,
    });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${monthlyReportFileName(month.year, month.month)}"`,
        'Content-Language': document.strings.language,
      })
      .send(pdf);
  });

  return router;
}
