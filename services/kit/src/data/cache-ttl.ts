/** Rounds a TTL up to whole milliseconds and refuses non-positive ones, as Redis does. */
export function checkedTtl(ttlMs: number): number {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`Invalid TTL: ${ttlMs} ms`);
  return Math.ceil(ttlMs);
}
