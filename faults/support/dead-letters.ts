import { deadLetterQueue } from '@tracker/kit/messaging/bus';
import { connect } from 'amqplib';

export interface DeadLetter {
  id: string | undefined;
  /** Why the broker dead-lettered it (`x-death`), e.g. `delivery_limit` or `rejected`. */
  reason: string | undefined;
}

/** Takes every message out of `<queue>.dead` with a connection of its own. */
export async function takeDeadLetters(amqpUrl: string, queue: string): Promise<DeadLetter[]> {
  const connection = await connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    const letters: DeadLetter[] = [];
    for (;;) {
      const message = await channel.get(deadLetterQueue(queue), { noAck: true });
      if (message === false) return letters;
      const deaths = message.properties.headers?.['x-death'] as Array<{ reason?: string }> | undefined;
      const body = JSON.parse(message.content.toString('utf8')) as { id?: string };
      letters.push({ id: body.id, reason: deaths?.[0]?.reason });
    }
  } finally {
    await connection.close().catch(() => undefined);
  }
}

/** How many messages wait in `<queue>.dead`, without taking them. */
export async function deadLetterCount(amqpUrl: string, queue: string): Promise<number> {
  const connection = await connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(deadLetterQueue(queue))).messageCount;
  } finally {
    await connection.close().catch(() => undefined);
  }
}
