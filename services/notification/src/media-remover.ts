import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import { createSweeper, type Sweeper } from '@tracker/kit/data/sweeper';
import {
  dueMediaRemovals,
  forgetMediaRemoval,
  mediaRemovalAttempts,
  postponeMediaRemoval,
} from './store/texted-media.js';
import type { MediaSource } from './twilio-media.js';

/** Removes texted media from Twilio once their files are kept, as queued in `texted_media_removals`. */
export type MediaRemover = Sweeper;

export interface MediaRemoverOptions {
  db: Database;
  media: Pick<MediaSource, 'remove'>;
  logger: Logger;
  intervalMs?: number;
  /** How long after its `attempts`-th failure a removal is tried again; doubles up to six hours. */
  retryDelayMs?: (attempts: number) => number;
  now?: () => Date;
}

const BATCH = 50;

function backoff(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * The media still on Twilio are removed after the text was handled, never before its files were
 * stored; a removal Twilio refuses or cannot answer is logged and tried again later, so a person's
 * documents do not stay on Twilio for good.
 */
export function createMediaRemover(options: MediaRemoverOptions): MediaRemover {
  const { db, media, intervalMs = 60_000, retryDelayMs = backoff, now = () => new Date() } = options;
  const log = options.logger.child({ module: 'media-remover' });

  async function round(): Promise<void> {
    const due = await dueMediaRemovals(db.knex, now(), BATCH);
    for (const ref of due) {
      try {
        await media.remove(ref);
        await forgetMediaRemoval(db.knex, ref);
      } catch (error) {
        const attempts = (await mediaRemovalAttempts(db.knex, ref)) + 1;
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { mediaSid: ref.mediaSid, attempts, err: message },
          'texted media not removed from Twilio yet',
        );
        await postponeMediaRemoval(db.knex, ref, message, new Date(now().getTime() + retryDelayMs(attempts)));
      }
    }
  }

  return createSweeper({ round, intervalMs, logger: log, failure: 'texted media removal failed' });
}
