import { commonConfig } from '@tracker/kit/config';
import { z } from 'zod';
import { productName } from './domain/product.js';

export const defaultMailFrom = `${productName} <no-reply@localhost>`;

// `parseConfig` already treats empty values as unset, so an empty SMTP_URL means the file mailer.
export const notificationConfigSchema = z.object({
  ...commonConfig,
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(1).default(defaultMailFrom),
});
export type NotificationConfig = z.output<typeof notificationConfigSchema>;

/** The web app's public address, which links in e-mails start with. */
export function appUrlOf(config: Pick<NotificationConfig, 'APP_URL' | 'PORT'>): string {
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}
