import type { Logger } from '@tracker/kit/runtime/logger';

/** Runs a round once at start, then every interval and whenever nudged, one round at a time. */
export interface Scheduler {
  /** Runs a round now (after the one under way, if any); resolves with what it counted. */
  run(): Promise<number>;
  start(): void;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

export function createScheduler(options: {
  name: string;
  round: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
  /** What a round that did something logs. */
  doneMessage: string;
}): Scheduler {
  const log = options.logger.child({ module: options.name });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  function run(): Promise<number> {
    if (stopped) return running;
    running = running
      .catch(() => 0)
      .then(options.round)
      .then(
        (count) => {
          if (count > 0) log.info({ count }, options.doneMessage);
          return count;
        },
        (error: unknown) => {
          // The next round tries again; each batch commits on its own, so nothing is half done.
          log.error({ err: error }, `${options.name} round failed`);
          return 0;
        },
      );
    return running;
  }

  return {
    run,
    start() {
      if (timer) return;
      stopped = false;
      void run();
      timer = setInterval(() => void run(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
