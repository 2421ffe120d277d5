import { EXEMPTION_NAME_MAX_LENGTH } from '@tracker/contracts/constants/exemptions';
import type { Migration } from '@tracker/kit/data/db';
import { federalCategories } from '../domain/federal-categories.js';

/**
 * What enrollees read about a type in Spanish (name, description) and what proof helps, in both
 * languages: enrollees see these words, never the abbreviation. Rows are left null where no one has
 * written them, and readers fall back to the English. The federal categories seeded before these
 * columns existed get their words here, but only while the row still has the seeded English name: a
 * type an administrator renamed may no longer mean what the translation says.
 */
export const plainWordsMigration: Migration = {
  name: '004-plain-words',
  async up(knex) {
    await knex.schema.alterTable('exemption_types', (t) => {
      t.string('exemption_name_es', EXEMPTION_NAME_MAX_LENGTH).nullable();
      t.text('description_es').nullable();
      t.text('proof_hint').nullable();
      t.text('proof_hint_es').nullable();
    });
    for (const category of federalCategories()) {
      await knex('exemption_types')
        .where({ abbreviation: category.abbreviation, exemption_name: category.exemptionName })
        .update({
          exemption_name_es: category.exemptionNameEs,
          description_es: category.descriptionEs,
          proof_hint: category.proofHint,
          proof_hint_es: category.proofHintEs,
        });
    }
  },
};
