import type { RefusedRow } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import '../admin-i18n';

interface RefusedRowsProps {
  rows: readonly RefusedRow[];
  /** Where the labels are in the `verifications-admin` namespace (`import` or `dataMatches`). */
  labels: 'import' | 'dataMatches';
}

/** The rows of an uploaded file that were refused, by their line in the file and why. */
export function RefusedRows({ rows, labels }: RefusedRowsProps) {
  const { t } = useTranslation('verifications-admin');
  if (rows.length === 0) return <p>{t(`${labels}.noneRefused`)}</p>;
  return (
    <div className="verifications-admin__table-wrap">
      <table className="usa-table usa-table--borderless usa-table--compact">
        <caption>{t(`${labels}.refusedCaption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${labels}.line`)}</th>
            <th scope="col">{t(`${labels}.why`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.line}-${row.reason}`}>
              <td>{row.line}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
