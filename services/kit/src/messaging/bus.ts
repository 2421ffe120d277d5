import { type EventEnvelope, eventEnvelope } from '@tracker/contracts/events/envelope';

/** Handles one delivery: resolving acknowledges it, throwing asks for a later retry. */
export type MessageHandler = (envelope: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** The consumer's queue (a service name); its dead letters go to `<queue>.dead`. */
  queue: string;
  /** Topic patterns on `<type>.v<version>` keys; `*` matches one word, `#` any number of words. */
  routingKeys: readonly string[];
  handler: MessageHandler;
  /** How many deliveries the handler may work on at once. */
  prefetch?: number;
}

export interface Subscription {
  /** Stops taking new messages and waits for those in flight. */
  stop(): Promise<void>;
}

/** Publishes and consumes event envelopes; the same contract over RabbitMQ and in process. */
export interface Bus {
  /** Resolves only once the broker has confirmed the message. */
  publish(envelope: EventEnvelope): Promise<void>;
  /**
   * Declares a consumer queue, its bindings and its dead-letter queue without consuming, so matching
   * messages wait there until a subscriber of that queue comes.
   */
  declare(queue: string, routingKeys: readonly string[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed: it is dead-lettered at once, not retried. */
export class UnprocessableMessageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnprocessableMessageError';
  }
}

/** Name of the queue that receives a consumer queue's dead letters. */
export function deadLetterQueue(queue: string): string {
  return `${queue}.dead`;
}

export type DecodedMessage = { ok: true; envelope: EventEnvelope } | { ok: false; error: string };

/** Parses a message body as an event envelope; anything else is a dead letter. */
export function decodeEnvelope(body: Buffer | string): DecodedMessage {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return { ok: false, error: 'body is not JSON' };
  }
  const parsed = eventEnvelope.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `body is not an event envelope: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    };
  }
  return { ok: true, envelope: parsed.data as EventEnvelope };
}

/** Pause before a failed delivery goes back to the queue, growing with each attempt. */
export function retryDelayMs(deliveries: number): number {
  return Math.min(2_000, 100 * 2 ** Math.max(0, deliveries - 1));
}
