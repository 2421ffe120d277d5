import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger, type Logger } from '@tracker/kit/runtime/logger';
import pino from 'pino';

/** A service logger writing to `<dir>/<name>.log`: the faults make services log plenty, none of it for the console. */
export function fileLogger(dir: string, name: string, level = 'warn'): Logger {
  const destination = pino.destination({ dest: path.join(dir, `${name}.log`), sync: true, mkdir: true });
  return createLogger(name, { level, destination });
}

/** The last `lines` lines of a log file, for a failing scenario's report. */
export async function tail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
