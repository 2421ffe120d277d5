import { STATE_DATA_SOURCES, type StateDataSource } from '@tracker/contracts/rules/state-data';

/** A valid row of a state's data-match file; the Medicaid id is normalized, and indexed before storage. */
export interface DataMatchRow {
  medicaidId: string;
  /** `YYYY-MM`. */
  month: string;
  source: StateDataSource;
  amountCents: number | null;
  hours: number | null;
  flag: boolean | null;
}

export type RowCheck = { ok: true; row: DataMatchRow } | { ok: false; reason: string };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DOLLARS = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/;
const HOURS = /^\d{1,3}(?:\.\d{1,2})?$/;
/** The most hours a month has (31 days). */
const MAX_HOURS = 744;
const FLAGS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** Whole cents of a dollar amount (`1,234.5` → 123450), without floating-point rounding. */
function centsOf(text: string): number | null {
  const match = DOLLARS.exec(text.replaceAll(',', ''));
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/**
 * Checks one row of a data-match file: a Medicaid id, a month not after the current one, a known
 * source, and at least one of an amount (dollars, up to 2 decimals), hours and a yes/no flag. A
 * refusal names what is wrong and never repeats the Medicaid id.
 */
export function checkDataMatchRow(cells: Record<string, string>, currentMonth: string): RowCheck {
  const medicaidId = (cells.medicaidId ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  if (medicaidId === '') return { ok: false, reason: 'Medicaid ID is missing' };
  if (medicaidId.length > 50) return { ok: false, reason: 'Medicaid ID must be at most 50 characters' };

  const month = (cells.month ?? '').trim();
  if (!MONTH.test(month)) return { ok: false, reason: 'Month must be YYYY-MM' };
  if (month > currentMonth) return { ok: false, reason: 'Month must not be after the current month' };

  const source = (cells.source ?? '').trim().toLowerCase();
  if (!(STATE_DATA_SOURCES as readonly string[]).includes(source)) {
    return { ok: false, reason: `Source must be one of ${STATE_DATA_SOURCES.join(', ')}` };
  }

  const amountText = (cells.amount ?? '').trim();
  const amountCents = amountText === '' ? null : centsOf(amountText);
  if (amountText !== '' && amountCents === null) {
    return { ok: false, reason: 'Amount must be dollars with at most 2 decimals' };
  }
  const hoursText = (cells.hours ?? '').trim();
  const hours = hoursText === '' ? null : HOURS.test(hoursText) ? Number(hoursText) : Number.NaN;
  if (hours !== null && (Number.isNaN(hours) || hours > MAX_HOURS)) {
    return { ok: false, reason: `Hours must be a number from 0 to ${MAX_HOURS} with at most 2 decimals` };
  }
  const flagText = (cells.flag ?? '').trim().toLowerCase();
  const flag = flagText === '' ? null : (FLAGS[flagText] ?? undefined);
  if (flag === undefined) return { ok: false, reason: 'Flag must be yes or no' };
  if (amountCents === null && hours === null && flag === null) {
    return { ok: false, reason: 'Give an amount, hours or a flag' };
  }
  return {
    ok: true,
    row: { medicaidId, month, source: source as StateDataSource, amountCents, hours, flag },
  };
}
