import type { EventHandler } from '@tracker/kit/inbox';
import { onActivityDeleted } from './on-activity-deleted.js';
import { onActivityLogged } from './on-activity-logged.js';
import { onActivityUpdated } from './on-activity-updated.js';
import { onExemptionStatusChanged } from './on-exemption-status-changed.js';
import { onExemptionTypeRecorded } from './on-exemption-type-recorded.js';
import { onFilesCounted } from './on-files-counted.js';
import { onIncomeDeleted } from './on-income-deleted.js';
import { onIncomeReported } from './on-income-reported.js';
import { onIncomeUpdated } from './on-income-updated.js';
import { onUserRegistered, onUserUpdated, onUserVerified } from './on-user-changed.js';
import { onUserDeleted } from './on-user-deleted.js';

/** Every event the reporting read model is fed by. */
export const eventHandlers: readonly EventHandler[] = [
  onUserRegistered,
  onUserVerified,
  onUserUpdated,
  onUserDeleted,
  onActivityLogged,
  onActivityUpdated,
  onActivityDeleted,
  onFilesCounted,
  onIncomeReported,
  onIncomeUpdated,
  onIncomeDeleted,
  onExemptionStatusChanged,
  onExemptionTypeRecorded,
];
