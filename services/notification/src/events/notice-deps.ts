import type { NotificationDeps } from '../deps.js';

/** What a handler that tells the person something needs: `deliverNotice`'s working parts. */
export type NoticeDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'nudgeTexts' | 'settings' | 'now'
>;
