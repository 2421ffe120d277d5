import type { Migration } from '@tracker/kit/db';
import { readModelMigration } from './001-read-model.js';

/** This service's schema, in the order the migrations run. */
export const migrations: Migration[] = [readModelMigration];
