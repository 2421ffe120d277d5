import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const supportDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(supportDir, '../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A Node process running one of the suite's scripts, its output appended to a log file. */
export interface ChildScript {
  process: ChildProcess;
  /** Settles when the process has ended. */
  exited: Promise<Exit>;
  /** Resolves on the script's `{ ready: true }` message; rejects if it ends first. */
  ready: Promise<void>;
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it has ended. */
  stop(graceMs?: number): Promise<Exit>;
  /** SIGKILL, as a crash or an OOM kill would; resolves once it has ended. */
  kill(): Promise<Exit>;
}

/** Starts `support/<script>` with Node and `env` added to this process's environment. */
export function startScript(script: string, env: Record<string, string>, logFile: string): ChildScript {
  const child = spawn(process.execPath, [path.join(supportDir, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: { ready?: boolean }) => {
      if (message?.ready) resolve();
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`${script} ended (${signal ?? code}) before it was ready; see ${logFile}`)),
    );
  });
  // A script that is never waited for as ready must not leave an unhandled rejection behind.
  ready.catch(() => undefined);

  async function end(signal: NodeJS.Signals, graceMs: number): Promise<Exit> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    }
    return exited;
  }

  return {
    process: child,
    exited,
    ready,
    stop: (graceMs = 10_000) => end('SIGTERM', graceMs),
    kill: () => end('SIGKILL', 0),
  };
}
