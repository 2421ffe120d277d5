import type { Migration } from '@tracker/kit/data/db';

/**
 * The exemption type's code beside its name: a profile that counts school names the codes of the
 * types whose approval shows half-time enrollment, and such an exemption meets a month by school
 * instead of exempting it. Rows written before status changes carried the code keep null (no code)
 * until the exemption's next status change.
 */
export const exemptionTypeCodeMigration: Migration = {
  name: '003-exemption-type-code',
  async up(knex) {
    await knex.schema.alterTable('exemptions', (t) => {
      t.text('type_code').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('exemptions', (t) => {
      t.dropColumn('type_code');
    });
  },
};
