import { activityDeletedV1 } from './activity-deleted-v1.js';
import { activityFilesCountedV1 } from './activity-files-counted-v1.js';
import { activityLoggedV1 } from './activity-logged-v1.js';
import { activityUpdatedV1 } from './activity-updated-v1.js';
import { auditRecordedV1 } from './audit-recorded-v1.js';
import type { EventDefinition } from './envelope.js';
import { exemptionNoteSharedV1 } from './exemption-note-shared-v1.js';
import { exemptionRequestedV1 } from './exemption-requested-v1.js';
import { exemptionStatusChangedV1 } from './exemption-status-changed-v1.js';
import { exemptionTypeRecordedV1 } from './exemption-type-recorded-v1.js';
import { identityEmailRequestedV1 } from './identity-email-requested-v1.js';
import { identityTextRequestedV1 } from './identity-text-requested-v1.js';
import { identityUserDeletedV1 } from './identity-user-deleted-v1.js';
import { identityUserRegisteredV1 } from './identity-user-registered-v1.js';
import { identityUserUpdatedV1 } from './identity-user-updated-v1.js';
import { identityUserVerifiedV1 } from './identity-user-verified-v1.js';
import { incomeDeletedV1 } from './income-deleted-v1.js';
import { incomeReportedV1 } from './income-reported-v1.js';
import { incomeUpdatedV1 } from './income-updated-v1.js';
import { notificationMonthMetV1 } from './notification-month-met-v1.js';
import { notificationSmsActivityReceivedV1 } from './notification-sms-activity-received-v1.js';
import { notificationSmsDocumentReceivedV1 } from './notification-sms-document-received-v1.js';
import { notificationSmsIncomeReceivedV1 } from './notification-sms-income-received-v1.js';
import { reportingMonthsDeterminedV1 } from './reporting-months-determined-v1.js';
import { verificationDataMatchedV1 } from './verification-data-matched-v1.js';
import { verificationDeterminedV1 } from './verification-determined-v1.js';
import { verificationHearingRequestedV1 } from './verification-hearing-requested-v1.js';
import { verificationNoticeRecordedV1 } from './verification-notice-recorded-v1.js';
import { verificationReminderDueV1 } from './verification-reminder-due-v1.js';
import { verificationRequestedV1 } from './verification-requested-v1.js';

/**
 * The events each service publishes, by service name (the `producer` of its envelopes). An event's
 * type does not name its publisher reliably: activity publishes `income.*`, and every service that
 * shows an administrator someone's records publishes `audit.recorded`. A test compares this table
 * with the events each service's code records in its outbox, and the README's architecture section
 * is generated from it and from `subscriptions`.
 */
export const publications = {
  identity: [
    identityUserRegisteredV1,
    identityUserVerifiedV1,
    identityUserUpdatedV1,
    identityUserDeletedV1,
    identityEmailRequestedV1,
    identityTextRequestedV1,
  ],
  activity: [
    activityLoggedV1,
    activityUpdatedV1,
    activityDeletedV1,
    activityFilesCountedV1,
    incomeReportedV1,
    incomeUpdatedV1,
    incomeDeletedV1,
    auditRecordedV1,
  ],
  exemption: [
    exemptionRequestedV1,
    exemptionStatusChangedV1,
    exemptionNoteSharedV1,
    exemptionTypeRecordedV1,
    auditRecordedV1,
  ],
  reporting: [reportingMonthsDeterminedV1, auditRecordedV1],
  notification: [
    notificationSmsActivityReceivedV1,
    notificationSmsIncomeReceivedV1,
    notificationSmsDocumentReceivedV1,
    notificationMonthMetV1,
    auditRecordedV1,
  ],
  verification: [
    verificationRequestedV1,
    verificationDataMatchedV1,
    verificationDeterminedV1,
    verificationNoticeRecordedV1,
    verificationReminderDueV1,
    verificationHearingRequestedV1,
    auditRecordedV1,
  ],
} as const satisfies Record<string, readonly EventDefinition[]>;
