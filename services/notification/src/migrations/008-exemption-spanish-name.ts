import type { Migration } from '@tracker/kit/data/db';

/**
 * The Spanish name of a request's type, as the exemption service's events carry it, so that an answer
 * in Spanish (a document texted with DOCUMENTO) names the request as the person reads it. Null where
 * the catalogue has no Spanish name or the events came before they carried one.
 */
export const exemptionSpanishNameMigration: Migration = {
  name: '008-exemption-spanish-name',
  async up(knex) {
    await knex.schema.alterTable('exemptions', (t) => {
      t.text('type_name_es').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('exemptions', (t) => {
      t.dropColumn('type_name_es');
    });
  },
};
