import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Logger } from 'pino';
import { flushLogs } from './logger.js';

// Above the idle timeouts of common load balancers (60 s), so the proxy, not us, closes idle sockets.
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

// Responses being written, so a shutdown can tell their clients not to reuse the connection.
const inFlight = new WeakMap<Server, Set<ServerResponse>>();

function trackResponses(server: Server): void {
  const responses = new Set<ServerResponse>();
  inFlight.set(server, responses);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    responses.add(res);
    res.once('close', () => responses.delete(res));
  });
}

/** Serves `app` on `host:port`; resolves with the server once it listens (port 0 picks a free one). */
export function listen(app: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  trackResponses(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Something to stop on the way out; a name makes the log say which step failed. */
export type ShutdownStep = (() => unknown) | { name: string; run: () => unknown };

/** Where termination signals come from (`process` unless a test passes an emitter). */
export interface SignalSource {
  on(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
}

export interface ShutdownOptions {
  logger: Logger;
  server?: Server;
  /** Run in order after the server has drained: stop consumers, flush the relay, close pools. */
  steps: ShutdownStep[];
  timeoutMs?: number;
  exit?: (code: number) => void;
  signals?: SignalSource;
}

/**
 * Stops accepting connections and waits for in-flight requests: idle keep-alive sockets are closed at
 * once, busy ones after their response (which says `Connection: close` when its headers are not out yet).
 */
function drain(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const closeAfterResponse = (_req: IncomingMessage, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    };
    for (const res of inFlight.get(server) ?? []) closeAfterResponse(res.req, res);
    server.prependListener('request', closeAfterResponse);
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close((error?: NodeJS.ErrnoException) => {
      clearInterval(sweep);
      server.off('request', closeAfterResponse);
      if (error && error.code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

function stepName(step: ShutdownStep, index: number): string {
  return typeof step === 'function' ? `step ${index + 1}` : step.name;
}

/**
 * On SIGTERM or SIGINT (or when the returned trigger is called): drain the server, run `steps` in
 * order, exit 0 (1 if something failed, or if `timeoutMs` passes first). A second signal exits at once.
 */
export function onShutdown(options: ShutdownOptions): (reason?: string) => Promise<void> {
  const { logger, server, steps, timeoutMs = 25_000, signals = process } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | undefined;
  let exited = false;

  const trigger = (reason = 'requested'): Promise<void> => {
    if (running) return running;
    running = new Promise<void>((resolve) => {
      const finish = (code: number) => {
        if (exited) return;
        exited = true;
        clearTimeout(timer);
        logger.info({ code }, 'shutdown finished');
        // Log lines are written in batches: what is still buffered goes out before the process does.
        void flushLogs(logger).then(() => {
          exit(code);
          resolve();
        });
      };
      const timer = setTimeout(() => {
        logger.error({ timeoutMs }, 'shutdown timed out');
        finish(1);
      }, timeoutMs);

      logger.info({ reason }, 'shutting down');
      void (async () => {
        let code = 0;
        if (server) {
          try {
            await drain(server);
          } catch (error) {
            logger.error({ err: error }, 'closing the server failed');
            code = 1;
          }
        }
        for (const [index, step] of steps.entries()) {
          try {
            await (typeof step === 'function' ? step() : step.run());
          } catch (error) {
            logger.error({ err: error, step: stepName(step, index) }, 'shutdown step failed');
            code = 1;
          }
        }
        finish(code);
      })();
    });
    return running;
  };

  const onSignal = (signal: 'SIGTERM' | 'SIGINT') => () => {
    if (running) {
      logger.warn({ signal }, 'second signal during shutdown; exiting now');
      if (!exited) {
        exited = true;
        exit(1);
      }
      return;
    }
    void trigger(signal);
  };
  signals.on('SIGTERM', onSignal('SIGTERM'));
  signals.on('SIGINT', onSignal('SIGINT'));
  return trigger;
}
