import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  timeoutMs?: number;
}

/** Runs a program to completion and returns its standard output; the error names the command and its stderr. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        env: options.env ?? process.env,
        cwd: options.cwd,
        timeout: options.timeoutMs ?? 60_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          const detail = `${String(stderr).trim()}\n${String(stdout).trim()}`.trim();
          reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${detail}`));
        } else {
          resolve(String(stdout));
        }
      },
    );
  });
}

/** The first of `candidates` that is an executable file, or the program found on PATH. */
export async function findProgram(name: string, candidates: readonly string[] = []): Promise<string | null> {
  const searchPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const file of [...candidates, ...searchPath.map((dir) => path.join(dir, name))]) {
    try {
      await access(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** Polls `check` until it resolves truthy; throws `what` with the last failure once `timeoutMs` has passed. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const reason = last instanceof Error ? `: ${last.message}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await sleep(intervalMs);
  }
}
