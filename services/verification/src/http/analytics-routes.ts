import {
  recordUsageEventsRequest,
  USAGE_BEACON_MAX_BYTES,
  getUsageQuery,
} from '@tracker/contracts/http/usage';
import { parseInput } from '@tracker/kit/http/errors';
import express, { type Request, Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { usageBeaconTooLarge, usageBeaconUnreadable } from '../errors.js';
import { getUsage } from '../use-cases/get-usage.js';
import { recordUsageEvents } from '../use-cases/record-usage-events.js';
import { adminSession, contextOf } from './request-context.js';

/**
 * The beacon's body: `navigator.sendBeacon` sends a string as text/plain (which needs no preflight),
 * a script may send JSON; anything else is not a usage report.
 */
function beaconBody(req: Request): unknown {
  if (req.is('text/plain')) {
    if (typeof req.body !== 'string') throw usageBeaconUnreadable();
    try {
      return JSON.parse(req.body) as unknown;
    } catch {
      throw usageBeaconUnreadable();
    }
  }
  if (req.is('application/json')) return req.body;
  throw usageBeaconUnreadable();
}

/** The web app's usage beacon (anyone) and the usage report (administrators). */
export function analyticsRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.post(
    '/api/analytics/events',
    (req, _res, next) => {
      // The app's JSON parser allows more; a beacon is small, so a larger one is refused unread.
      if (Number(req.get('content-length') ?? 0) > USAGE_BEACON_MAX_BYTES) {
        throw usageBeaconTooLarge(USAGE_BEACON_MAX_BYTES);
      }
      next();
    },
    express.text({ type: 'text/plain', limit: USAGE_BEACON_MAX_BYTES }),
    async (req, res) => {
      const input = parseInput(recordUsageEventsRequest, beaconBody(req));
      await recordUsageEvents(deps, input, contextOf(req));
      res.status(204).end();
    },
  );

  router.get('/api/admin/usage', adminSession, async (req, res) => {
    res.json(await getUsage(deps, parseInput(getUsageQuery, req.query)));
  });

  return router;
}
