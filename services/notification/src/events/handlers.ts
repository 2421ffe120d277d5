import type { EventHandler } from '@tracker/kit/messaging/inbox';
import type { NotificationDeps } from '../deps.js';
import { onDataMatched } from './on-data-matched.js';
import { onActivityDeleted, onActivityLogged, onActivityUpdated } from './on-activity-changed.js';
import {
  onExemptionNoteShared,
  onExemptionRequested,
  onExemptionStatusChanged,
  onExemptionTypeRecorded,
} from './on-exemption-changed.js';
import { onIncomeDeleted, onIncomeReported, onIncomeUpdated } from './on-income-changed.js';
import { onTextRequested } from './on-text-requested.js';
import { onUserRegistered, onUserUpdated, onUserVerified } from './on-user-changed.js';
import { onUserDeleted } from './on-user-deleted.js';
import { onVerificationDetermined } from './on-verification-determined.js';
import { onVerificationHearingRequested } from './on-verification-hearing-requested.js';
import { onVerificationNoticeRecorded } from './on-verification-notice-recorded.js';
import { onVerificationReminderDue } from './on-verification-reminder-due.js';

/** The events this service reads besides identity's e-mail requests, which have a handler of their own. */
export function eventHandlers(deps: NotificationDeps): EventHandler[] {
  return [
    onTextRequested(deps),
    onUserRegistered,
    onUserVerified,
    onUserUpdated,
    onUserDeleted,
    onActivityLogged(deps),
    onActivityUpdated(deps),
    onActivityDeleted,
    onExemptionRequested,
    onExemptionStatusChanged(deps),
    onExemptionTypeRecorded,
    onExemptionNoteShared(deps),
    onIncomeReported(deps),
    onIncomeUpdated(deps),
    onIncomeDeleted,
    onDataMatched,
    onVerificationDetermined(deps),
    onVerificationNoticeRecorded(deps),
    onVerificationReminderDue(deps),
    onVerificationHearingRequested(deps),
  ];
}
