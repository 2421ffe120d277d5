// Conversions shared by the stores: drivers give timestamps as Date (node-postgres) or text (PGlite)
// and numerics as text.

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function toDateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : toDate(value);
}

export function toNumberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
