import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { type Channel, type ChannelModel, connect, type GetMessage } from 'amqplib';
import pino, { type Logger } from 'pino';
import { deadLetterQueue } from '../../src/messaging/bus.js';

const run = promisify(execFile);

/** A lower-case word unique enough to namespace event types of one test on the shared exchange. */
export function uniqueWord(length = 10): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export function makeEnvelope(
  type: string,
  version: number,
  data: unknown,
  subjectId = 'user-1',
): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer: 'kit-test',
    subjectId,
    correlationId: randomUUID(),
    data,
  };
}

export interface DeadMessage {
  body: unknown;
  reason: string | undefined;
}

/** A plain connection for looking at queues from the outside and cleaning them up. */
export class BrokerAdmin {
  private readonly dead = new Map<string, DeadMessage[]>();

  private constructor(
    private readonly connection: ChannelModel,
    readonly channel: Channel,
  ) {}

  static async open(url: string): Promise<BrokerAdmin> {
    const connection = await connect(url, { clientProperties: { connection_name: 'kit-test-admin' } });
    const channel = await connection.createChannel();
    return new BrokerAdmin(connection, channel);
  }

  /** Everything dead-lettered from `queue` so far (read off `<queue>.dead` and remembered). */
  async deadLetters(queue: string): Promise<DeadMessage[]> {
    const seen = this.dead.get(queue) ?? [];
    this.dead.set(queue, seen);
    for (;;) {
      const message = (await this.channel.get(deadLetterQueue(queue), { noAck: true })) as GetMessage | false;
      if (!message) return [...seen];
      const text = message.content.toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      const deaths = message.properties.headers?.['x-death'] as Array<{ reason?: string }> | undefined;
      seen.push({ body, reason: deaths?.[0]?.reason });
    }
  }

  async deleteQueues(queues: Iterable<string>): Promise<void> {
    for (const queue of queues) {
      await this.channel.deleteQueue(queue).catch(() => undefined);
      await this.channel.deleteQueue(deadLetterQueue(queue)).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.connection.close().catch(() => undefined);
  }
}

/** A TCP relay in front of the broker whose connections can be cut, like a network failure. */
export interface BrokerProxy {
  url: string;
  /** Destroys every open connection through the proxy. */
  drop(): void;
  /** While refusing, new connections are cut as soon as they arrive. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startBrokerProxy(brokerUrl: string): Promise<BrokerProxy> {
  const target = new URL(brokerUrl);
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(target.port || 5672), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(brokerUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    drop() {
      for (const socket of sockets) socket.destroy();
    },
    refuse(value) {
      refusing = value;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Has the broker itself close the connections named `connectionName` (`rabbitmqctl close_connection`).
 * Returns false, saying why, when `rabbitmqctl` cannot be used here. In CI it throws instead: the
 * broker runs on the same machine and rabbitmqctl comes with it, so failing to use it there is a
 * broken setup, not a reason to leave the broker's own close untested.
 */
export async function closeConnectionOnBroker(connectionName: string): Promise<boolean> {
  let listing: string;
  try {
    const { stdout } = await run('rabbitmqctl', ['list_connections', 'pid', 'client_properties', '-q'], {
      timeout: 30_000,
    });
    listing = stdout;
  } catch (error) {
    const reason = `rabbitmqctl cannot list the broker's connections: ${(error as Error).message.split('\n')[0]}`;
    if (process.env.CI === 'true') throw new Error(`${reason} (required in CI)`, { cause: error });
    console.warn(`skipping the broker-side close: ${reason}`);
    return false;
  }
  const pids = listing
    .split('\n')
    .filter((line) => line.includes(`{"connection_name","${connectionName}"}`))
    .map((line) => line.split('\t')[0] as string);
  if (pids.length === 0) throw new Error(`The broker lists no connection named ${connectionName}`);
  for (const pid of pids) {
    await run('rabbitmqctl', ['close_connection', pid, 'test'], { timeout: 30_000 });
  }
  return true;
}

/** A logger that keeps the messages it logs, to wait for things only the log tells. */
export function capturingLogger(): { logger: Logger; messages: string[]; count(message: string): number } {
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (line) messages.push((JSON.parse(line) as { msg: string }).msg);
      }
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    messages,
    count: (message) => messages.filter((m) => m === message).length,
  };
}
