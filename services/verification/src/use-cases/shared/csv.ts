import { Readable } from 'node:stream';
import { VERIFICATION_IMPORT_MAX_ROWS } from '@tracker/contracts/http/verifications';
import { CsvError, parse } from 'csv-parse';
import { csvTooManyRows, csvUnreadable } from '../../errors.js';

/** A CSV file as it arrived. */
export interface CsvFile {
  fileName: string;
  bytes: Buffer;
}

/** One data row of a CSV file: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export interface CsvColumns {
  /** Columns the header must name; an inner list is satisfied by any one of its names. */
  required: ReadonlyArray<string | readonly string[]>;
  optional?: readonly string[];
}

/**
 * The rows of a CSV file, read as a stream so a large file costs the memory of one row at a time. A
 * byte order mark, quotes, CRLF or LF line ends and blank lines are all taken as spreadsheets write
 * them; column names are matched without regard to case or surrounding spaces. A header that lacks a
 * required column, a quote left open or more rows than an import may hold stop the file with 400/413.
 */
export async function* csvRows(bytes: Buffer, columns: CsvColumns): AsyncGenerator<CsvRow> {
  const parser = Readable.from([bytes]).pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
    }),
  );
  let header: Array<string | null> | undefined;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (header === undefined) {
        header = headerOf(record, columns);
        continue;
      }
      rows += 1;
      if (rows > VERIFICATION_IMPORT_MAX_ROWS) throw csvTooManyRows(VERIFICATION_IMPORT_MAX_ROWS);
      const cells: Record<string, string> = {};
      header.forEach((name, index) => {
        if (name !== null) cells[name] = record[index] ?? '';
      });
      yield { line: info.lines, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw csvUnreadable(
        line === undefined
          ? 'The file could not be read as CSV'
          : `The file could not be read as CSV from line ${line}: check its quotes`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
  if (header === undefined)
    throw csvUnreadable('The file is empty: it needs a header row and at least one row');
}

/** The known column each header cell names (null for a column the import does not read). */
function headerOf(record: readonly string[], columns: CsvColumns): Array<string | null> {
  const known = [...columns.required.flat(), ...(columns.optional ?? [])];
  const byLowerName = new Map(known.map((name) => [name.toLowerCase(), name]));
  const header = record.map((cell) => byLowerName.get(cell.trim().toLowerCase()) ?? null);
  for (const wanted of columns.required) {
    const names = typeof wanted === 'string' ? [wanted] : wanted;
    if (!names.some((name) => header.includes(name))) {
      const naming = names.map((name) => `"${name}"`).join(' or ');
      throw csvUnreadable(`The header row must name the column ${naming}`);
    }
  }
  return header;
}
