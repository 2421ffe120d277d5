import type { DataMatchImport, RefusedRow } from '@tracker/contracts/http/verifications';
import type { StateDataSource } from '@tracker/contracts/rules/state-data';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export interface ImportRow {
  id: string;
  file_sha256: string;
  file_name: string;
  status: DataMatchImport['status'];
  rows: number;
  processed: number;
  matched: number;
  unmatched: number;
  refused: RefusedRow[] | string;
  created_by: string;
  started_at: Date;
  finished_at: Date | null;
}

/** A staged row, its Medicaid id already indexed. */
export interface StagedRow {
  line: number;
  medicaidIdIndex: string;
  month: string;
  source: StateDataSource;
  amountCents: number | null;
  hours: number | null;
  flag: boolean | null;
}

export function importView(row: ImportRow, duplicateOf: string | null = null): DataMatchImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    rows: row.rows,
    processed: row.processed,
    matched: row.matched,
    unmatched: row.unmatched,
    refused: typeof row.refused === 'string' ? (JSON.parse(row.refused) as RefusedRow[]) : row.refused,
    duplicateOf,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export async function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  return (await db('data_match_imports').where('id', id).first()) as ImportRow | undefined;
}

export async function findImportOfFile(db: Db, sha256: string): Promise<ImportRow | undefined> {
  return (await db('data_match_imports').where('file_sha256', sha256).first()) as ImportRow | undefined;
}

/** Rows per insert: 8 columns each, well below Postgres's limit of bound parameters. */
const STAGE_CHUNK = 1000;

export async function stageRows(db: Db, importId: string, rows: readonly StagedRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STAGE_CHUNK) {
    await db('data_match_rows').insert(
      rows.slice(start, start + STAGE_CHUNK).map((row) => ({
        import_id: importId,
        line: row.line,
        medicaid_id_index: row.medicaidIdIndex,
        month: row.month,
        source: row.source,
        amount_cents: row.amountCents,
        hours: row.hours,
        flag: row.flag,
      })),
    );
  }
}

/** The next staged rows of an import still to match, in file order. */
export async function pendingRows(db: Db, importId: string, limit: number): Promise<StagedRow[]> {
  const rows = (await db('data_match_rows')
    .where({ import_id: importId, processed: false })
    .orderBy('line')
    .limit(limit)) as Array<{
    line: number;
    medicaid_id_index: string;
    month: string;
    source: StateDataSource;
    amount_cents: string | number | null;
    hours: string | number | null;
    flag: boolean | null;
  }>;
  return rows.map((row) => ({
    line: row.line,
    medicaidIdIndex: row.medicaid_id_index,
    month: row.month,
    source: row.source,
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    hours: row.hours === null ? null : Number(row.hours),
    flag: row.flag,
  }));
}
