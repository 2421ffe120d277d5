import { createHash, randomUUID } from 'node:crypto';
import {
  DATA_MATCH_INLINE_ROWS,
  type DataMatchImport,
  type RefusedRow,
} from '@tracker/contracts/http/verifications';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { VerificationDeps } from '../deps.js';
import { checkDataMatchRow } from '../domain/data-match-row.js';
import {
  findImport,
  findImportOfFile,
  importView,
  type ImportRow,
  stageRows,
  type StagedRow,
} from '../store/data-match-imports.js';
import { processDataMatchBatch } from './shared/match-data-batch.js';
import { type CsvFile, csvRows } from './shared/csv.js';
import { currentMonthOf } from '../domain/today.js';

const COLUMNS = { required: ['medicaidId', 'month', 'source'], optional: ['amount', 'hours', 'flag'] };
/** Valid rows held before they are staged. */
const STAGE_BUFFER = 1000;

/** The import, and whether it still runs in the background. */
export interface DataMatchImportOutcome {
  view: DataMatchImport;
  inBackground: boolean;
}

/**
 * Imports a state's data-match file. The same file (by SHA-256) imported before is answered with that
 * import and changes nothing. Otherwise every row is checked (refused rows by line and reason), valid
 * ones are staged with their Medicaid id already indexed, and the file is matched: within the request
 * up to `DATA_MATCH_INLINE_ROWS` rows, in the background beyond.
 */
export async function importDataMatches(
  deps: VerificationDeps,
  caller: AuthContext,
  file: CsvFile,
): Promise<DataMatchImportOutcome> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const earlier = await findImportOfFile(deps.db.knex, sha256);
  if (earlier) return { view: importView(earlier, earlier.id), inBackground: false };

  const id = randomUUID();
  const currentMonth = currentMonthOf(deps);
  const staged = await deps.db.knex.transaction(async (trx) => {
    const inserted = await trx('data_match_imports')
      .insert({
        id,
        file_sha256: sha256,
        file_name: file.fileName,
        status: 'processing',
        rows: 0,
        processed: 0,
        refused: JSON.stringify([]),
        created_by: caller.actorId ?? caller.userId,
        started_at: deps.now(),
      })
      .onConflict('file_sha256')
      .ignore()
      .returning('id');
    // The same file uploaded twice at once: the other upload has it.
    if (inserted.length === 0) return null;
    const refused: RefusedRow[] = [];
    let rows = 0;
    let valid = 0;
    let buffer: StagedRow[] = [];
    for await (const row of csvRows(file.bytes, COLUMNS)) {
      rows += 1;
      const checked = checkDataMatchRow(row.cells, currentMonth);
      if (!checked.ok) {
        refused.push({ line: row.line, reason: checked.reason });
        continue;
      }
      valid += 1;
      const { medicaidId, ...rest } = checked.row;
      buffer.push({ line: row.line, medicaidIdIndex: deps.indexer.indexOf(medicaidId), ...rest });
      if (buffer.length >= STAGE_BUFFER) {
        await stageRows(trx, id, buffer);
        buffer = [];
      }
    }
    await stageRows(trx, id, buffer);
    await trx('data_match_imports')
      .where('id', id)
      .update({ rows, processed: refused.length, refused: JSON.stringify(refused) });
    return { valid };
  });
  if (!staged) {
    const other = (await findImportOfFile(deps.db.knex, sha256)) as ImportRow;
    return { view: importView(other, other.id), inBackground: false };
  }

  if (staged.valid > DATA_MATCH_INLINE_ROWS) {
    deps.nudgeImports();
    return { view: importView((await findImport(deps.db.knex, id)) as ImportRow), inBackground: true };
  }
  while ((await processDataMatchBatch(deps, id, { wait: true })) === 'processed');
  deps.nudgeOutbox();
  return { view: importView((await findImport(deps.db.knex, id)) as ImportRow), inBackground: false };
}
