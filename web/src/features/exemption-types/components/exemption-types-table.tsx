import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useDeleteExemptionType } from '../api/delete-exemption-type';
import { useReorderExemptionTypes } from '../api/reorder-exemption-types';
import { useUpdateExemptionType } from '../api/update-exemption-type';
import { reorderAnnouncements, reorderInstructions } from '../lib/announcements';
import { formValuesOf } from '../lib/form-values';
import { renumberAfterMove } from '../lib/order';
import { requestsUsingType } from '../lib/refusals';
import { ExemptionTypeForm } from './lazy-exemption-type-form';
import { COLUMNS, editButtonId, ExemptionTypeRow } from './exemption-type-row';
import '../i18n';

interface ExemptionTypesTableProps {
  /** The types in display order. */
  types: ExemptionType[];
  /** Where focus goes when the control that had it is gone (a deleted row). */
  fallbackFocus: () => HTMLElement | null;
}

/** The catalogue table: rows reordered by dragging, edited in place, deleted after a question. */
export function ExemptionTypesTable({ types, fallbackFocus }: ExemptionTypesTableProps) {
  const { t } = useTranslation('exemption-types');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const captionId = useId();
  const editTitleId = useId();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ExemptionType | null>(null);
  // After an edit form closes, focus goes back to that row's edit button.
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const update = useUpdateExemptionType();
  const remove = useDeleteExemptionType();
  const reorder = useReorderExemptionTypes();

  useEffect(() => {
    if (!returnFocusTo) return;
    document.getElementById(editButtonId(returnFocusTo))?.focus();
    setReturnFocusTo(null);
  }, [returnFocusTo]);

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press before a drag starts, so a finger swiping past the handle still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const places = new Map(types.map((type, index) => [type.id, { name: type.exemptionName, index }]));
    return {
      announcements: reorderAnnouncements(t, {
        nameOf: (id) => places.get(String(id))?.name ?? '',
        positionOf: (id) => (places.get(String(id))?.index ?? 0) + 1,
        count: types.length,
      }),
      screenReaderInstructions: reorderInstructions(t),
    };
  }, [types, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const items = renumberAfterMove(types, String(active.id), String(over.id));
    if (!items) return;
    reorder.mutate(
      { items },
      {
        onSuccess: () => toast({ title: t('toast.reordered') }),
        onError: (error) =>
          toast({
            title: tc('toast.error'),
            description: serverMessage(error) ?? t('toast.reorderFailed'),
            variant: 'destructive',
          }),
      },
    );
  };

  const closeEditor = (typeId: string) => {
    setEditingId(null);
    setReturnFocusTo(typeId);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: t('toast.deleted') }),
      onError: (error) => {
        const inUse = requestsUsingType(error);
        toast({
          title: tc('toast.error'),
          description:
            inUse === undefined
              ? (serverMessage(error) ?? t('toast.deleteFailed'))
              : t('toast.inUse', { count: inUse }),
          variant: 'destructive',
        });
      },
      onSettled: () => setDeleting(null),
    });
  };

  const editorFor = (type: ExemptionType) => (
    <div className="exemption-types__editor">
      <p className="exemption-types__editor-title" id={editTitleId}>
        {t('row.editing', { name: type.exemptionName })}
      </p>
      <ExemptionTypeForm
        initial={formValuesOf(type)}
        labelledBy={editTitleId}
        submitLabel={t('form.save')}
        pendingLabel={t('form.saving')}
        pending={update.isPending}
        onCancel={() => closeEditor(type.id)}
        onSave={(values) =>
          update.mutateAsync(
            { id: type.id, values },
            {
              onSuccess: () => {
                toast({ title: t('toast.updated') });
                closeEditor(type.id);
              },
              onError: (error) =>
                toast({
                  title: tc('toast.error'),
                  description: serverMessage(error) ?? t('toast.updateFailed'),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </div>
  );

  return (
    <>
      <div
        className="usa-table-container--scrollable exemption-types__table-wrap"
        role="region"
        aria-labelledby={captionId}
        // The table scrolls sideways on narrow screens, so keyboard users need to reach it.
        tabIndex={0}
      >
        <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
          <table className="usa-table usa-table--borderless exemption-types__table">
            <caption id={captionId} className="usa-sr-only">
              {t('table.caption')}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`exemption-types__th--${column}`}>
                    {column === 'handle' ? (
                      <span className="usa-sr-only">{t('columns.handle')}</span>
                    ) : (
                      t(`columns.${column}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <SortableContext items={types.map((type) => type.id)} strategy={verticalListSortingStrategy}>
              <tbody>
                {types.map((type, index) => (
                  <ExemptionTypeRow
                    key={type.id}
                    type={type}
                    index={index}
                    dragDisabled={editingId !== null || reorder.isPending}
                    editor={editingId === type.id ? editorFor(type) : undefined}
                    onEdit={() => setEditingId(type.id)}
                    onDelete={() => setDeleting(type)}
                  />
                ))}
              </tbody>
            </SortableContext>
          </table>
        </DndContext>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          body={t('delete.body', { name: deleting.exemptionName })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          returnFocusFallback={fallbackFocus}
        />
      )}
    </>
  );
}
