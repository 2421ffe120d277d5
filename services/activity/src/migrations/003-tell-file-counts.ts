import type { Migration } from '@tracker/kit/data/db';
import { recordFilesCounted } from '../store/events.js';
import {
  ACTIVITY_ATTACHMENT_TABLES,
  type AttachmentTables,
  INCOME_ATTACHMENT_TABLES,
} from '../store/record-attachments.js';

/**
 * Tells the file count of every record that had files before counts were told, once, so a report
 * made elsewhere knows their proof too; from then on each attach and removal tells it. Events cannot
 * be taken back, so there is nothing to undo.
 */
export const tellFileCountsMigration: Migration = {
  name: '003-tell-file-counts',
  async up(knex) {
    await knex.transaction(async (trx) => {
      for (const tables of [
        ACTIVITY_ATTACHMENT_TABLES,
        INCOME_ATTACHMENT_TABLES,
      ] satisfies AttachmentTables[]) {
        const rows = (await trx(`${tables.attachments} as a`)
          .join(`${tables.records} as r`, 'r.id', `a.${tables.recordColumn}`)
          .groupBy('r.id', 'r.user_id')
          .select('r.id', 'r.user_id')
          .count({ count: '*' })) as Array<{ id: string; user_id: string; count: string | number }>;
        for (const row of rows) {
          await recordFilesCounted(trx, {
            recordKind: tables.kind,
            recordId: row.id,
            userId: row.user_id,
            fileCount: Number(row.count),
          });
        }
      }
    });
  },
  async down() {},
};
