import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import type { VerificationDeps } from '../deps.js';
import { dataMatchImportNotFound } from '../errors.js';
import { findImport, importView } from '../store/data-match-imports.js';

/** An import's progress while it runs, then its result. */
export async function getDataMatchImport(
  deps: Pick<VerificationDeps, 'db'>,
  id: string,
): Promise<DataMatchImport> {
  const found = await findImport(deps.db.knex, id);
  if (!found) throw dataMatchImportNotFound();
  return importView(found);
}
