/**
 * The catalogue's new order after a drag: the named types in their new order first, any type the
 * client did not name after them in their current order, numbered 0..n-1 without gaps.
 */
export function renumbered(
  currentOrder: readonly string[],
  moves: ReadonlyArray<{ id: string; sortOrder: number }>,
): Array<{ id: string; sortOrder: number }> {
  const named = [...moves].sort((a, b) => a.sortOrder - b.sortOrder).map((move) => move.id);
  const namedSet = new Set(named);
  const rest = currentOrder.filter((id) => !namedSet.has(id));
  return [...named, ...rest].map((id, index) => ({ id, sortOrder: index }));
}
