import type { Migration } from '@tracker/kit/db';
import { verificationMigration } from './001-verification.js';

/** This service's schema, in the order the migrations run. */
export const migrations: Migration[] = [verificationMigration];
