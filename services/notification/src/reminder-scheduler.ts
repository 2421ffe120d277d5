import type { Logger } from '@tracker/kit/runtime/logger';

export interface ReminderScheduler {
  /** Resolves once the run in progress, if any, has finished; no run starts after. */
  stop(): Promise<void>;
}

/**
 * Runs `run` once right away, then every `intervalMs`. A run still going when the next is due is not
 * doubled up; a failed run is logged and the next one tries again. Several replicas may each run this:
 * what is sent is decided by the database, not by which replica runs.
 */
export function startReminderScheduler(options: {
  intervalMs: number;
  run: () => Promise<unknown>;
  logger: Logger;
}): ReminderScheduler {
  const log = options.logger.child({ module: 'reminders' });
  let current: Promise<void> | null = null;
  let stopped = false;

  function tick(): void {
    if (stopped || current) return;
    current = options
      .run()
      .then((result) => log.info({ result }, 'reminders run'))
      .catch((error: unknown) => log.error({ err: error }, 'reminders run failed'))
      .finally(() => {
        current = null;
      });
  }

  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  tick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
