import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bufferedDestination,
  createLogger,
  flushLogs,
  LOG_BUFFER_BYTES,
  LOG_FLUSH_INTERVAL_MS,
} from '../../src/runtime/logger.js';
import { onShutdown } from '../../src/runtime/shutdown.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds: the file is written on the thread pool, as soon as the machine gets to it. */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('the log file did not get the lines in 10 s');
    await sleep(10);
  }
}

/**
 * Holds the destination's periodic flush (an interval) until the test moves it on, so what reaches the
 * file before that got there for another reason. Call before the destination is made.
 */
function holdPeriodicFlush(): void {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
}

let folder: string;
let file: string;
let opened: Array<{ destroy(): void }>;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kit-logger-'));
  file = path.join(folder, 'out.log');
  opened = [];
});

afterEach(async () => {
  vi.useRealTimers();
  for (const destination of opened) destination.destroy();
  await rm(folder, { recursive: true, force: true });
});

function writtenLines(): Array<Record<string, unknown>> {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function bufferedLogger(name: string) {
  const destination = bufferedDestination(file);
  opened.push(destination as unknown as { destroy(): void });
  await once(destination as unknown as NodeJS.EventEmitter, 'ready');
  return createLogger(name, { destination });
}

describe('the buffered destination', () => {
  it('holds short lines back until flushLogs writes them', async () => {
    const logger = await bufferedLogger('buffered');
    logger.info({ n: 1 }, 'first');
    logger.info({ n: 2 }, 'second');
    await sleep(50);
    expect(writtenLines()).toEqual([]);
    await flushLogs(logger);
    expect(writtenLines().map((line) => line.msg)).toEqual(['first', 'second']);
  });

  it('writes by itself once a buffer of lines is gathered, in order and whole', async () => {
    holdPeriodicFlush();
    const logger = await bufferedLogger('busy');
    const count = Math.ceil((3 * LOG_BUFFER_BYTES) / 100);
    for (let n = 0; n < count; n += 1) logger.info({ n, padding: 'x'.repeat(40) }, 'request line');
    await until(() => writtenLines().length > count / 3);
    const early = writtenLines();
    expect(early.map((line) => line.n)).toEqual(early.map((_line, index) => index));
    await flushLogs(logger);
    expect(writtenLines()).toHaveLength(count);
  });

  it('writes a lone line within the flush interval', async () => {
    holdPeriodicFlush();
    const logger = await bufferedLogger('quiet');
    logger.warn('rare event');
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS - 1);
    await sleep(50);
    expect(writtenLines()).toEqual([]);
    vi.advanceTimersByTime(1);
    await until(() => writtenLines().length > 0);
    expect(writtenLines().map((line) => line.msg)).toEqual(['rare event']);
  });

  it('is written out before a shutdown exits the process', async () => {
    const logger = await bufferedLogger('stopping');
    let atExit: string[] = [];
    const exit = vi.fn(() => {
      atExit = writtenLines().map((line) => String(line.msg));
    });
    logger.info('last request');
    const trigger = onShutdown({ logger, signals: { on: () => undefined }, exit, steps: [] });
    await trigger('test');
    expect(exit).toHaveBeenCalledWith(0);
    expect(atExit).toEqual(['last request', 'shutting down', 'shutdown finished']);
  });

  it('flushLogs resolves for a destination that buffers nothing', async () => {
    const lines: string[] = [];
    const logger = createLogger('plain', { destination: { write: (line: string) => lines.push(line) } });
    logger.info('written at once');
    await flushLogs(logger);
    expect(lines).toHaveLength(1);
  });
});

// The built kit, as a process runs it; present once `tsc -b` has run, which CI does before the tests.
const builtLogger = fileURLToPath(new URL('../../dist/runtime/logger.js', import.meta.url));
const built = existsSync(builtLogger);
if (!built && process.env.CI === 'true')
  throw new Error(`${builtLogger} is missing: CI builds before testing`);

describe.skipIf(!built)('a process that ends without a shutdown', () => {
  async function run(ending: string): Promise<{ lines: string[]; code: number | null }> {
    const script = [
      `import { createLogger } from ${JSON.stringify(builtLogger)};`,
      `const logger = createLogger('ending');`,
      `for (let n = 0; n < 5; n += 1) logger.info({ n }, 'buffered line');`,
      ending,
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    const [code] = (await once(child, 'close')) as [number | null];
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '');
    return { lines, code };
  }

  it('still writes its buffered lines when it crashes', async () => {
    const { lines, code } = await run(`setTimeout(() => { throw new Error('boom'); }, 10);`);
    expect(code).toBe(1);
    expect(lines).toHaveLength(5);
  });

  it('still writes its buffered lines when it calls process.exit', async () => {
    const { lines, code } = await run(`logger.fatal('could not start'); process.exit(1);`);
    expect(code).toBe(1);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      ...Array.from({ length: 5 }, () => 'buffered line'),
      'could not start',
    ]);
  });
});
