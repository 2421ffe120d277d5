import type { Server } from 'node:http';
import { listen } from '@tracker/kit/runtime/shutdown';
import { createGatewayApp, type GatewayDeps } from './app.js';

export type RunningGateway = {
  server: Server;
  /** Stops accepting connections, closes idle ones and resolves once in-flight requests have finished. */
  stop(): Promise<void>;
};

// How often idle keep-alive connections are closed while stopping: a connection busy when the stop
// began becomes idle once its answer is out, and would otherwise hold the stop for the keep-alive timeout.
const IDLE_SWEEP_MS = 100;

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Runs the gateway on `port`/`host` with infrastructure it is handed, so the embedded launcher can share
 * one cache, key pair and session store with the services of the same process.
 */
export async function startGateway(
  deps: GatewayDeps & { port: number; host: string },
): Promise<RunningGateway> {
  const { port, host, ...appDeps } = deps;
  const server = await listen(createGatewayApp(appDeps), port, host);
  let stopping: Promise<void> | undefined;
  return {
    server,
    stop() {
      stopping ??= close(server);
      return stopping;
    },
  };
}
