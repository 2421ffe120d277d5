import type { Migration } from '@tracker/kit/data/db';
import { readModelMigration } from './001-read-model.js';
import { payByMonthMigration } from './002-pay-by-month.js';
import { exemptionTypeCodeMigration } from './003-exemption-type-code.js';
import { seasonalWorkerMigration } from './004-seasonal-worker.js';
import { medicaidIdLast4Migration } from './005-medicaid-id-last4.js';
import { recordFilesMigration } from './006-record-files.js';
import { stateRecordsMigration } from './007-state-records.js';
import { watchedMonthsMigration } from './008-watched-months.js';

/** This service's schema, in the order the migrations run. */
export const migrations: Migration[] = [
  readModelMigration,
  payByMonthMigration,
  exemptionTypeCodeMigration,
  seasonalWorkerMigration,
  medicaidIdLast4Migration,
  recordFilesMigration,
  stateRecordsMigration,
  watchedMonthsMigration,
];
