import type { Handler } from './api-request.js';

/**
 * Runs `handlers` in order as one handler, like a router without paths to match: each calls `next()`
 * to go on, `next(error)` (or throws, or rejects) to hand the error to `done`; `done()` runs after the
 * last one calls `next()`.
 */
export function pipeline(...handlers: Handler[]): Handler {
  return (req, res, done) => {
    let index = 0;
    const fail = (error: unknown) => done(error ?? new Error('A handler failed without an error'));
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[index];
      index += 1;
      if (handler === undefined) return done();
      try {
        const result = handler(req, res, next);
        if (result instanceof Promise) result.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    next();
  };
}
