import { randomUUID } from 'node:crypto';
import type { Database } from '@tracker/kit/data/db';
import { federalCategories } from '../domain/federal-categories.js';
import { catalogueIsEmpty, insertExemptionType, lockCatalogue } from '../store/exemption-types.js';

/**
 * Fills an empty catalogue with the federal categories; resolves with how many were added. A
 * catalogue with anything in it is left alone, so types an administrator removed stay removed.
 * Replicas starting together seed once: the check and the inserts run under the catalogue's lock.
 */
export async function seedCatalogue(db: Database): Promise<number> {
  return db.knex.transaction(async (trx) => {
    await lockCatalogue(trx);
    if (!(await catalogueIsEmpty(trx))) return 0;
    const categories = federalCategories();
    for (const category of categories) await insertExemptionType(trx, randomUUID(), category);
    return categories.length;
  });
}
