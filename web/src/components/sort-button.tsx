import './sort-button.css';

/**
 * A sortable column's header button: the column's name and an arrow for the order it is sorted in,
 * or ⇅ while another column sorts the table. The header cell carries `aria-sort`, so the arrow is
 * hidden from screen readers.
 */
export function SortButton({
  label,
  sorted,
  onClick,
}: {
  label: string;
  sorted: 'ascending' | 'descending' | undefined;
  onClick: () => void;
}) {
  return (
    <button type="button" className="sort-button" onClick={onClick}>
      {label}
      <span className="sort-button__icon" aria-hidden="true">
        {sorted ? (sorted === 'ascending' ? '▲' : '▼') : '⇅'}
      </span>
    </button>
  );
}
