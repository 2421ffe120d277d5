import type { Logger } from '@tracker/kit/logger';
import { createServiceApp } from '@tracker/kit/service-app';
import type express from 'express';

export interface AppDeps {
  logger: Logger;
}

/**
 * The notification service's HTTP app, without `listen`. The gateway already sends the in-app
 * notification, text-message and feedback paths here; none of them is served yet, so they answer
 * with the JSON 404 every unknown path gets.
 */
export function createApp(deps: AppDeps): express.Express {
  return createServiceApp({ logger: deps.logger, routes: [] });
}
