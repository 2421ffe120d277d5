import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@tracker/kit/testing/environment';
import express, { type Request, type Response } from 'express';

/** What a fake service saw of one request. */
export type SeenRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

type Handler = (req: Request, res: Response, body: Buffer) => void;

export type FakeUpstream = {
  name: string;
  url: string;
  seen: SeenRequest[];
  /** Answers requests for `method path` (path without query) this way instead of echoing them. */
  on(method: string, path: string, handler: Handler): void;
  /** Called as soon as the first body bytes of a request arrive, before the body is complete. */
  onFirstBodyBytes(listener: () => void): void;
  /** What its `/readyz` answers: 200 when ready, else 503. */
  setReady(value: boolean): void;
  /** How many times its `/readyz` was called. */
  readyzCalls(): number;
  close(): Promise<void>;
};

/**
 * A stand-in service on an ephemeral port: records every request (raw body included) and by default
 * answers with what it saw, so tests can tell which service a request reached and in what shape.
 */
export async function startFakeUpstream(name: string): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const handlers = new Map<string, Handler>();
  const firstBytesListeners: Array<() => void> = [];
  const app = express();

  let ready = true;
  let readyzCalls = 0;
  app.get('/readyz', (_req, res) => {
    readyzCalls += 1;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });

  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) for (const listener of firstBytesListeners.splice(0)) listener();
      chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body });
      const handler = handlers.get(`${req.method} ${req.path}`);
      if (handler) return handler(req, res, body);
      res.json({
        service: name,
        method: req.method,
        url: req.originalUrl,
        contentType: req.get('content-type') ?? null,
        bodyLength: body.length,
      });
    });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    onFirstBodyBytes(listener) {
      firstBytesListeners.push(listener);
    },
    setReady(value) {
      ready = value;
    },
    readyzCalls: () => readyzCalls,
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function unusedAddress(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
