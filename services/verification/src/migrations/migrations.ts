import type { Migration } from '@tracker/kit/data/db';
import { verificationMigration } from './001-verification.js';
import { workQueueMigration } from './002-work-queue.js';
import { usageMigration } from './003-usage.js';

/** This service's schema, in the order the migrations run. */
export const migrations: Migration[] = [verificationMigration, workQueueMigration, usageMigration];
