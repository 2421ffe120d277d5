import type { Migration } from '@tracker/kit/data/db';
import { createEmailLog } from './001-create-email-log.js';
import { notificationsMigration } from './002-notifications.js';
import { confirmedPhoneMigration } from './003-confirmed-phone.js';
import { outboundTextsMigration } from './004-outbound-texts.js';
import { monthDeterminationMigration } from './005-month-determination.js';
import { textedMediaMigration } from './006-texted-media.js';
import { quietHoursMigration } from './007-quiet-hours.js';
import { exemptionSpanishNameMigration } from './008-exemption-spanish-name.js';
import { stateRecordsMigration } from './009-state-records.js';

/** This service's schema, in the order the migrations run. */
export const migrations: Migration[] = [
  createEmailLog,
  notificationsMigration,
  confirmedPhoneMigration,
  outboundTextsMigration,
  monthDeterminationMigration,
  textedMediaMigration,
  quietHoursMigration,
  exemptionSpanishNameMigration,
  stateRecordsMigration,
];
