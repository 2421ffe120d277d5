import type { Logger } from '@tracker/kit/runtime/logger';

/** Runs the expiry sweep once at start and then every interval, one sweep at a time. */
export interface ExpiryScheduler {
  /** Runs a sweep now (after the one under way, if any); resolves with how many expired. */
  sweep(): Promise<number>;
  start(): void;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

export function createExpiryScheduler(options: {
  expire: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
}): ExpiryScheduler {
  const log = options.logger.child({ module: 'exemption-expiry' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  function sweep(): Promise<number> {
    running = running
      .catch(() => 0)
      .then(options.expire)
      .then(
        (count) => {
          if (count > 0) log.info({ count }, 'approved exemptions past their expiration date marked expired');
          return count;
        },
        (error: unknown) => {
          // The next round tries again; nothing was committed for the requests of the failed one.
          log.error({ err: error }, 'exemption expiry sweep failed');
          return 0;
        },
      );
    return running;
  }

  return {
    sweep,
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
