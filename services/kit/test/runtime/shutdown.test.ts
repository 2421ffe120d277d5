import { EventEmitter } from 'node:events';
import { Agent, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/runtime/logger.js';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, listen, onShutdown } from '../../src/runtime/shutdown.js';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('shutdown-test', {
    destination: { write: (line: string) => lines.push(line) },
  });
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const servers: Server[] = [];
const agents: Agent[] = [];

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = await listen(app, 0, '127.0.0.1');
  servers.push(server);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function fetchWith(agent: Agent, url: string): Promise<{ response: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ response, body }));
    }).on('error', reject);
  });
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

describe('listen', () => {
  it('resolves once listening, with keep-alive timeouts above common proxy idle timeouts', async () => {
    const app = express();
    app.get('/ping', (_req, res) => {
      res.send('pong');
    });
    const { server, url } = await serve(app);
    expect(server.listening).toBe(true);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect((await fetchWith(keepAliveAgent(), `${url}/ping`)).body).toBe('pong');
  });

  it('rejects when the port is taken', async () => {
    const { server } = await serve(express());
    const port = (server.address() as AddressInfo).port;
    await expect(listen(express(), port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('onShutdown', () => {
  it('on SIGTERM stops accepting, runs the steps in order, then exits 0', async () => {
    const { logger } = capture();
    const { server } = await serve(express());
    const signals = new EventEmitter();
    const order: string[] = [];
    const exit = vi.fn((code: number) => {
      order.push(`exit ${code}`);
    });
    const trigger = onShutdown({
      logger,
      server,
      signals,
      exit,
      steps: [
        async () => {
          expect(server.listening).toBe(false);
          order.push('consumers');
        },
        { name: 'relay', run: async () => order.push('relay') },
        () => {
          order.push('pools');
        },
      ],
    });
    signals.emit('SIGTERM');
    await trigger();
    expect(order).toEqual(['consumers', 'relay', 'pools', 'exit 0']);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('lets in-flight requests finish before the steps, and closes idle keep-alive connections', async () => {
    const { logger } = capture();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const app = express();
    app.get('/slow', async (_req, res) => {
      started();
      await released;
      res.send('finished');
    });
    app.get('/fast', (_req, res) => {
      res.send('fast');
    });
    const { server, url } = await serve(app);

    // An idle keep-alive connection from an earlier request must not hold the shutdown for 65 s.
    const idleAgent = keepAliveAgent();
    await fetchWith(idleAgent, `${url}/fast`);

    const busyAgent = keepAliveAgent();
    const inFlight = fetchWith(busyAgent, `${url}/slow`);
    await requestStarted;

    const steps: string[] = [];
    const exit = vi.fn();
    const trigger = onShutdown({
      logger,
      server,
      signals: new EventEmitter(),
      exit,
      steps: [() => steps.push('stopped')],
    });
    const done = trigger('test');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toEqual([]);
    expect(exit).not.toHaveBeenCalled();

    release();
    const { response, body } = await inFlight;
    expect(body).toBe('finished');
    expect(response.headers.connection).toBe('close');
    await done;
    expect(steps).toEqual(['stopped']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('runs every step even when one fails, and then exits 1', async () => {
    const out = capture();
    const ran: string[] = [];
    const exit = vi.fn();
    const trigger = onShutdown({
      logger: out.logger,
      signals: new EventEmitter(),
      exit,
      steps: [
        {
          name: 'relay',
          run: async () => {
            throw new Error('broker gone');
          },
        },
        () => ran.push('pools'),
      ],
    });
    await trigger();
    expect(ran).toEqual(['pools']);
    expect(exit).toHaveBeenCalledWith(1);
    expect(out.records().find((record) => record.msg === 'shutdown step failed')).toMatchObject({
      step: 'relay',
    });
  });

  it('exits 1 when the steps outlast the timeout', async () => {
    const out = capture();
    const exit = vi.fn();
    const trigger = onShutdown({
      logger: out.logger,
      signals: new EventEmitter(),
      exit,
      timeoutMs: 50,
      steps: [() => new Promise(() => {})],
    });
    await trigger();
    expect(exit).toHaveBeenCalledWith(1);
    expect(out.records().some((record) => record.msg === 'shutdown timed out')).toBe(true);
  });

  it('shuts down once however often it is triggered', async () => {
    const { logger } = capture();
    const exit = vi.fn();
    const step = vi.fn();
    const signals = new EventEmitter();
    const trigger = onShutdown({ logger, signals, exit, steps: [step] });
    const first = trigger();
    const second = trigger();
    expect(second).toBe(first);
    await first;
    expect(step).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('exits at once on a second signal during a slow shutdown', async () => {
    const { logger } = capture();
    const exit = vi.fn();
    const signals = new EventEmitter();
    onShutdown({ logger, signals, exit, timeoutMs: 60_000, steps: [() => new Promise(() => {})] });
    signals.emit('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    signals.emit('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
