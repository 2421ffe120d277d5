import type { Logger } from 'pino';

/**
 * A background job that works off a durable queue in rounds: one round at a time, and a sweep asked
 * for during a round runs after it, so it sees the newest queue. What a round leaves undone stays
 * queued for the next.
 */
export interface Sweeper {
  /** Works off what is queued now; resolves when this round is over. */
  sweep(): Promise<void>;
  /** Asks for a sweep without waiting for it. */
  nudge(): void;
  /** Sweeps every `intervalMs` from now on. */
  start(): void;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

/** Runs `round` on demand and every `intervalMs` once started; a failed round is logged, never thrown. */
export function createSweeper(options: {
  round: () => Promise<void>;
  intervalMs: number;
  logger: Logger;
  /** What the log says when a round fails as a whole. */
  failure: string;
}): Sweeper {
  const { round, intervalMs, logger, failure } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function sweep(): Promise<void> {
    running = running.then(round).catch((error: unknown) => {
      logger.error({ err: error }, failure);
    });
    return running;
  }

  return {
    sweep,
    nudge() {
      void sweep();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void sweep(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
