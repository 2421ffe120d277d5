import { notificationSmsDocumentReceivedV1 } from '@tracker/contracts/events/notification-sms-document-received-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { ExemptionDeps } from '../deps.js';
import { attachTextedFiles } from '../use-cases/attach-texted-files.js';

/** Files texted with `DOC` for a request waiting on its owner: attached to it as the owner's upload. */
export function onSmsDocumentReceived(
  deps: Pick<ExemptionDeps, 'blobs' | 'db' | 'logger' | 'janitor'>,
): EventHandler {
  return on(notificationSmsDocumentReceivedV1, async (event, trx) => {
    await attachTextedFiles(deps, trx, event.data);
  });
}
