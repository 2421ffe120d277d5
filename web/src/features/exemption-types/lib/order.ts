import type { ExemptionType, ReorderExemptionTypesRequest } from '@tracker/contracts/http/exemption-types';

type OrderItem = ReorderExemptionTypesRequest['items'][number];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The order people are offered the types in: by sort order, equal sort orders by name. */
export function inDisplayOrder<T extends Pick<ExemptionType, 'sortOrder' | 'exemptionName'>>(
  types: readonly T[],
): T[] {
  return [...types].sort(
    (a, b) => a.sortOrder - b.sortOrder || collator.compare(a.exemptionName, b.exemptionName),
  );
}

/**
 * The whole list renumbered 0..n-1 after the row `activeId` was dropped where `overId` was. Every row
 * is sent, not only the moved one, so gaps and ties left by earlier edits disappear. Null when the row
 * did not move.
 */
export function renumberAfterMove(
  shown: readonly Pick<ExemptionType, 'id'>[],
  activeId: string,
  overId: string,
): OrderItem[] | null {
  const from = shown.findIndex((type) => type.id === activeId);
  const to = shown.findIndex((type) => type.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const ids = shown.map((type) => type.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved as string);
  return ids.map((id, sortOrder) => ({ id, sortOrder }));
}

/** The types with the sort orders of `items` (types not named keep theirs), in display order. */
export function withOrder<T extends ExemptionType>(types: readonly T[], items: readonly OrderItem[]): T[] {
  const orders = new Map(items.map((item) => [item.id, item.sortOrder]));
  return inDisplayOrder(types.map((type) => ({ ...type, sortOrder: orders.get(type.id) ?? type.sortOrder })));
}
