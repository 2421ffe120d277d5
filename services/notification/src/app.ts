import { errorHandler, notFoundHandler } from '@tracker/kit/http-errors';
import { requestContext } from '@tracker/kit/logger';
import express from 'express';
import type { Logger } from '@tracker/kit/logger';

export interface AppDeps {
  logger: Logger;
}

/**
 * The notification service's HTTP app, without `listen`. The gateway already sends the in-app
 * notification, text-message and feedback paths here; none of them is served yet, so they answer
 * with the JSON 404 every unknown path gets.
 */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
