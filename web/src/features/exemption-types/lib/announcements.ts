import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** The feature's translation function. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Where a row stands in the list: its name, and its place counted from 1. */
export interface RowPlaces {
  nameOf: (id: UniqueIdentifier) => string;
  positionOf: (id: UniqueIdentifier) => number;
  count: number;
}

/**
 * What a screen reader hears while a row is moved, in the reader's language: the row's name and the
 * place it would land in, instead of the library's English and internal ids.
 */
export function reorderAnnouncements(t: Translate, rows: RowPlaces): Announcements {
  const place = (id: UniqueIdentifier) => ({ position: rows.positionOf(id), count: rows.count });
  // The library reports the row over its own place as soon as it is picked up; saying "moved" then
  // would drown out "picked up". Only a change of place is announced.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t('dnd.start', { name: rows.nameOf(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return overId === null
        ? t('dnd.outside', { name: rows.nameOf(active.id) })
        : t('dnd.over', { name: rows.nameOf(active.id), ...place(overId) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { name: rows.nameOf(active.id), ...place(over.id) })
        : t('dnd.cancel', { name: rows.nameOf(active.id), ...place(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { name: rows.nameOf(active.id), ...place(active.id) }),
  };
}

export function reorderInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('dnd.instructions') };
}
