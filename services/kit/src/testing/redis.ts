import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The commands Redis ran for clients (not those a script ran), in order, as their arguments. */
export interface RedisCommandWatch {
  /**
   * Every command run since the watch began (or was last cleared) whose arguments include one of
   * `mentioning`, once Redis has shown everything sent before this call.
   */
  commands(...mentioning: string[]): Promise<string[][]>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches a Redis server with `MONITOR`, so a test can count the commands (round trips) some work cost
 * there. Other clients may share the server: filter with `mentioning`.
 */
export async function watchRedisCommands(url: string): Promise<RedisCommandWatch> {
  const marker = `watch-marker-${randomUUID()}`;
  const control = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const monitored = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await control.connect();
  await monitored.connect();
  const monitor = await monitored.monitor();
  let seen: string[][] = [];
  const waiting = new Map<string, () => void>();
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    const [name = '', first = ''] = args;
    if (name.toLowerCase() === 'echo' && first.startsWith(marker)) {
      waiting.get(first)?.();
      waiting.delete(first);
      return;
    }
    if (source === 'lua') return;
    seen.push(args);
  });

  /** Resolves once the monitor has shown every command Redis ran before this call. */
  async function caughtUp(): Promise<void> {
    const token = `${marker}-${randomUUID()}`;
    const shown = new Promise<void>((resolve) => waiting.set(token, resolve));
    await control.echo(token);
    await shown;
  }

  return {
    async commands(...mentioning) {
      await caughtUp();
      if (mentioning.length === 0) return [...seen];
      return seen.filter((args) => args.some((arg) => mentioning.some((part) => arg.includes(part))));
    },
    async clear() {
      await caughtUp();
      seen = [];
    },
    async close() {
      monitor.disconnect();
      monitored.disconnect();
      await control.quit();
    },
  };
}
