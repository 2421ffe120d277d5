import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DEFAULT_EXEMPTION_STATE } from '@tracker/contracts/constants/exemptions';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import '../i18n';

/** The table's columns, left to right; the edit form spans all of them. */
export const COLUMNS = [
  'handle',
  'number',
  'exemptionName',
  'abbreviation',
  'description',
  'state',
  'status',
  'min',
  'max',
  'default',
  'permanent',
  'renewable',
  'sortOrder',
  'actions',
] as const;

/** The id of a row's edit button, where focus returns when its edit form closes. */
export function editButtonId(typeId: string): string {
  return `exemption-type-edit-${typeId}`;
}

interface SortableRowProps {
  type: ExemptionType;
  /** The row's place in the table, from 0. */
  index: number;
  /** Rows stay put while one is being edited or a new order is being saved. */
  dragDisabled: boolean;
  /** The inline edit form, shown instead of the row's values. */
  editor?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One exemption type. Its handle drags it by mouse or touch and, focused, moves it with the keyboard
 * (space to pick up, arrows to move, space to drop, escape to cancel).
 */
export function ExemptionTypeRow({ type, index, dragDisabled, editor, onEdit, onDelete }: SortableRowProps) {
  const { t } = useTranslation('exemption-types');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: type.id,
      disabled: dragDisabled,
      attributes: { roleDescription: t('dnd.roleDescription') },
    });
  const name = type.exemptionName;
  const rowStyle = { transform: CSS.Translate.toString(transform), transition };

  if (editor)
    return (
      <tr ref={setNodeRef} style={rowStyle} className="exemption-types__row exemption-types__row--editing">
        <td colSpan={COLUMNS.length}>{editor}</td>
      </tr>
    );

  const months = (value: number | null) =>
    value === null ? <NotSet label={t('values.notSet')} /> : String(value);
  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);

  return (
    <tr
      ref={setNodeRef}
      style={rowStyle}
      className={`exemption-types__row${isDragging ? ' exemption-types__row--dragging' : ''}`}
    >
      <td className="exemption-types__handle-cell">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="exemption-types__handle"
          {...attributes}
          {...listeners}
          aria-label={t('row.move', { name })}
        >
          <Icon name="drag" />
        </button>
      </td>
      <td className="exemption-types__number">{index + 1}</td>
      <th scope="row" className="exemption-types__name">
        {name}
      </th>
      {/* The labels name each value where a phone shows the row as a card without the header. */}
      <td className="exemption-types__wide" data-label={label('abbreviation')}>
        {type.abbreviation ?? ''}
      </td>
      <td className="exemption-types__wide exemption-types__description" data-label={label('description')}>
        {type.description ?? ''}
      </td>
      <td className="exemption-types__wide exemption-types__state" data-label={label('state')}>
        {type.state === DEFAULT_EXEMPTION_STATE ? t('states.default') : type.state}
      </td>
      <td className="exemption-types__wide" data-label={label('status')}>
        <span
          className={`usa-tag exemption-types__status exemption-types__status--${type.isActive ? 'active' : 'inactive'}`}
        >
          {type.isActive ? t('values.active') : t('values.inactive')}
        </span>
      </td>
      <td className="exemption-types__fact exemption-types__months" data-label={label('min')}>
        {months(type.minDurationMonths)}
      </td>
      <td className="exemption-types__fact exemption-types__months" data-label={label('max')}>
        {months(type.maxDurationMonths)}
      </td>
      <td className="exemption-types__fact exemption-types__months" data-label={label('default')}>
        {months(type.defaultDurationMonths)}
      </td>
      <td className="exemption-types__fact" data-label={label('permanent')}>
        {yesNo(type.allowsPermanent)}
      </td>
      <td className="exemption-types__fact" data-label={label('renewable')}>
        {yesNo(type.isRenewable)}
      </td>
      <td className="exemption-types__fact exemption-types__months" data-label={label('sortOrder')}>
        {type.sortOrder}
      </td>
      <td className="exemption-types__actions">
        <div className="exemption-types__row-buttons">
          <button
            type="button"
            id={editButtonId(type.id)}
            className="exemption-types__icon-button"
            aria-label={t('row.edit', { name })}
            title={t('row.edit', { name })}
            onClick={onEdit}
          >
            <Icon name="edit" />
          </button>
          <button
            type="button"
            className="exemption-types__icon-button exemption-types__icon-button--delete"
            aria-label={t('row.delete', { name })}
            title={t('row.delete', { name })}
            onClick={onDelete}
          >
            <Icon name="delete" />
          </button>
        </div>
      </td>
    </tr>
  );
}

/** A dash to the eye, words to a screen reader. */
function NotSet({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">{label}</span>
    </>
  );
}
