import { normalizeCellNumber } from '@tracker/contracts/http/identity';

/** `ddd-ddd-dddd` (or anything `normalizeCellNumber` accepts) as E.164 `+1dddddddddd`, or null. */
export function toE164(cellNumber: string | null): string | null {
  if (cellNumber === null) return null;
  const normalized = normalizeCellNumber(cellNumber);
  return normalized === null ? null : `+1${normalized.replaceAll('-', '')}`;
}
