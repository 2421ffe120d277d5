import type { GetSmsNumberResponse } from '@tracker/contracts/http/notifications';
import type { NotificationDeps } from '../deps.js';

/** The number people text their hours to, which the dashboard's help shows; anyone may ask. */
export function getSmsNumber(deps: Pick<NotificationDeps, 'sms'>): GetSmsNumberResponse {
  return { phoneNumber: deps.sms.from };
}
