import type { Logger } from 'pino';
import type { Bus } from '../messaging/bus.js';

export interface CreateBusOptions {
  url?: string;
  logger: Logger;
  deliveryLimit?: number;
  prefetch?: number;
}

/** RabbitMQ when `url` is set, else the in-process transport. */
export async function createBus(options: CreateBusOptions): Promise<Bus> {
  const { url, ...rest } = options;
  // Loaded on demand: the embedded mode needs no amqplib.
  if (url) {
    const { createRabbitBus } = await import('../messaging/bus-rabbitmq.js');
    return createRabbitBus({ url, ...rest });
  }
  const { createInProcessBus } = await import('../messaging/bus-in-process.js');
  return createInProcessBus(rest);
}
