import { randomUUID } from 'node:crypto';
import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import { maskSecret } from './domain/redact.js';
import { failureKind, failureOf, retryDelayMs } from './domain/text-failure.js';
import type { SmsSender } from './sms-sender.js';
import {
  type ClaimedText,
  claimDueTexts,
  recordTextOutcomes,
  type TextOutcome,
} from './store/outbound-texts.js';

/**
 * Sends the texts of `outbound_texts` after the transactions that wrote them committed.
 *
 * Each round claims due rows with a lease in one statement that commits on its own, calls Twilio for
 * each with no transaction open and no pooled connection held, and records the outcomes of many texts
 * in one statement. Replicas share the work: `FOR UPDATE SKIP LOCKED` and the lease keep them off each
 * other's rows, and an outcome is recorded only by the sender whose claim the row still carries.
 *
 * Delivery: a text is sent at least once, unless Twilio refuses it, its attempts run out, it expires or
 * its number opted out; it is sent more than once only when a send may have reached Twilio without its
 * answer being recorded (the sender died or timed out between the two). Such a text is sent again
 * once, never a third time, so a crash costs at most one duplicate.
 */
export interface TextSender {
  /** Asks for a round soon, e.g. after a commit that wrote texts; nudges close together share one. */
  nudge(): void;
  /** Sends every text due now, and what becomes due while it runs, until none is left; for tests. */
  flush(): Promise<void>;
  /** Claims no more, and waits for the sends under way and their outcomes to be recorded. */
  stop(): Promise<void>;
}

export interface TextSenderOptions {
  db: Database;
  sms: SmsSender;
  logger: Logger;
  /** Most texts handed to Twilio at once; the claim takes only what fits. */
  concurrency?: number;
  /** How long a claim keeps other senders off a row; longer than a send can take. */
  leaseMs?: number;
  /** A send that has not answered by then is taken as of unknown outcome (below the lease). */
  sendTimeoutMs?: number;
  /** Attempts before a text that keeps failing is given up. */
  maxAttempts?: number;
  /** The pause before the next attempt, after `attempt` attempts. */
  retryDelayMs?: (attempt: number) => number;
  /** How often due texts are looked for without a nudge (retries, other replicas' expired leases). */
  pollMs?: number;
  /** How long a nudge waits for others, so one claim takes the texts of several commits. */
  gatherMs?: number;
  /** The clock a text's `sendBefore` and the end of its quiet hours are compared with. */
  now?: () => Date;
}

type Settled = () => void;

export function startTextSender(options: TextSenderOptions): TextSender {
  const { db, sms } = options;
  const log = options.logger.child({ module: 'text-sender' });
  const concurrency = Math.max(1, options.concurrency ?? 64);
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? 35_000, leaseMs / 2);
  const maxAttempts = Math.max(1, options.maxAttempts ?? 6);
  const delayAfter = options.retryDelayMs ?? ((attempt: number) => retryDelayMs(attempt));
  const pollMs = options.pollMs ?? 1_000;
  const gatherMs = options.gatherMs ?? 25;
  const now = options.now ?? (() => new Date());
  // A fresh id per start: after a restart, the claims of the process before are not this one's.
  const claimId = randomUUID();

  let stopped = false;
  let claiming: Promise<number> | null = null;
  let claimTimer: NodeJS.Timeout | null = null;
  /** A claim was asked for while one ran or no room was left. */
  let claimWanted = false;
  let claimFailures = 0;
  const sending = new Set<Promise<void>>();
  const outcomes: TextOutcome[] = [];
  let recording: Promise<void> | null = null;
  let settledWaiters: Settled[] = [];

  function keptBody(text: ClaimedText): string {
    return text.secret === null ? text.body : maskSecret(text.body, text.secret);
  }

  function scheduleClaim(delayMs: number): void {
    if (stopped || claimTimer !== null) return;
    claimTimer = setTimeout(() => {
      claimTimer = null;
      void claimRound();
    }, delayMs);
    claimTimer.unref();
  }

  /** One claim statement at a time; resolves with how many texts it claimed. */
  function claimRound(): Promise<number> {
    if (claiming !== null) {
      claimWanted = true;
      return claiming;
    }
    const room = concurrency - sending.size;
    if (room <= 0) {
      // A finishing send claims again.
      claimWanted = true;
      return Promise.resolve(0);
    }
    claimWanted = false;
    claiming = (async () => {
      try {
        const claimed = await claimDueTexts(db.knex, claimId, room, leaseMs, now());
        if (claimFailures > 0) log.info('claiming texts again');
        claimFailures = 0;
        for (const text of claimed) dispatch(text);
        // A full claim may have left more behind.
        if (claimed.length === room) claimWanted = true;
        return claimed.length;
      } catch (error) {
        claimFailures++;
        log.error({ err: error }, 'could not claim texts to send');
        return 0;
      } finally {
        claiming = null;
        if (claimWanted && !stopped) {
          scheduleClaim(claimFailures > 0 ? Math.min(30_000, pollMs * 2 ** Math.min(claimFailures, 5)) : 0);
        }
        checkSettled();
      }
    })();
    return claiming;
  }

  function dispatch(text: ClaimedText): void {
    if (text.optedOut) {
      log.info({ textId: text.id, userId: text.userId }, 'text not sent: the number opted out');
      return finish({ id: text.id, kind: 'dropped' });
    }
    if (text.sendBefore !== null && text.sendBefore <= now()) {
      log.info({ textId: text.id, userId: text.userId }, 'text not sent: it expired');
      return finish({ id: text.id, kind: 'dropped' });
    }
    if (text.unknownOutcomes >= 2) {
      // Twice already it may have gone out; a third copy is worse than none.
      log.warn({ textId: text.id, userId: text.userId }, 'text given up: earlier attempts ended unknown');
      return finish({
        id: text.id,
        kind: 'failed',
        error: 'Not sent again: two attempts ended without knowing whether it was sent',
        keptBody: keptBody(text),
      });
    }
    const send = deliver(text).then(finish, (error: unknown) => {
      log.error({ err: error, textId: text.id }, 'text send failed unexpectedly');
    });
    sending.add(send);
    void send.finally(() => {
      sending.delete(send);
      if (claimWanted && !stopped) scheduleClaim(0);
      checkSettled();
    });
  }

  async function deliver(text: ClaimedText): Promise<TextOutcome> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('Twilio did not answer in time'), { code: 'ETIMEDOUT' })),
          sendTimeoutMs,
        );
      });
      const { sid } = await Promise.race([sms.send({ to: text.toNumber, body: text.body }), timeout]);
      return { id: text.id, kind: 'sent', sid, keptBody: keptBody(text) };
    } catch (error) {
      const failure = failureOf(error, text.secret);
      const kind = failureKind(error);
      const last = kind === 'refused' || text.attempts >= maxAttempts;
      log.warn(
        { error: failure, userId: text.userId, textId: text.id, attempt: text.attempts, kind, last },
        'text not sent',
      );
      if (last) return { id: text.id, kind: 'failed', error: failure.message, keptBody: keptBody(text) };
      return {
        id: text.id,
        kind: 'retry',
        error: failure.message,
        delayMs: delayAfter(text.attempts),
        unknownOutcome: kind === 'unknown',
      };
    } finally {
      clearTimeout(timer);
    }
  }

  function finish(outcome: TextOutcome): void {
    outcomes.push(outcome);
    record();
  }

  /** Records what has come in, in batches, one statement at a time, until nothing is waiting. */
  function record(): void {
    if (recording !== null) return;
    recording = (async () => {
      // Outcomes of texts claimed together arrive together: wait for the others to record them at once.
      if (gatherMs > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, gatherMs));
      let failures = 0;
      while (outcomes.length > 0) {
        const batch = outcomes.splice(0, 500);
        try {
          await recordTextOutcomes(db.knex, claimId, batch);
          failures = 0;
        } catch (error) {
          // Unrecorded, a sent text would be sent again once its lease ends: keep trying.
          failures++;
          outcomes.unshift(...batch);
          log.error({ err: error, texts: batch.length }, 'could not record what came of texts');
          if (stopped && failures >= 3) {
            outcomes.length = 0;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 250 * 2 ** failures)));
        }
      }
    })().finally(() => {
      recording = null;
      if (outcomes.length > 0) record();
      checkSettled();
    });
  }

  function isSettled(): boolean {
    return claiming === null && sending.size === 0 && recording === null && outcomes.length === 0;
  }

  function checkSettled(): void {
    if (!isSettled()) return;
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function settled(): Promise<void> {
    if (isSettled()) return Promise.resolve();
    return new Promise((resolve) => settledWaiters.push(resolve));
  }

  const poll = setInterval(() => scheduleClaim(0), pollMs);
  poll.unref();
  scheduleClaim(0);

  let stopping: Promise<void> | null = null;
  return {
    nudge() {
      scheduleClaim(gatherMs);
    },

    async flush() {
      for (;;) {
        await settled();
        if (stopped) return;
        const claimed = await claimRound();
        await settled();
        if (claimed === 0 && outcomes.length === 0) return;
      }
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearInterval(poll);
        if (claimTimer !== null) clearTimeout(claimTimer);
        claimTimer = null;
        await settled();
      })();
      return stopping;
    },
  };
}
