import type { AuditEntry } from '@tracker/contracts/http/admin-audit';
import { useTranslation } from 'react-i18next';
import { actionLabel, fieldLabel } from '../lib/action-label';
import { formatMoment } from '../lib/format';
import '../i18n';

/** A person of an entry: their user name, or the id of an account that no longer exists. */
function Person({ id, username, none }: { id: string | null; username: string | null; none: string }) {
  const { t } = useTranslation('audit-log');
  if (username) return <>{username}</>;
  if (!id) return <span className="audit-log__none">{none}</span>;
  return (
    <>
      <code className="audit-log__id">{id}</code>
      <span className="audit-log__gone">{t('table.noAccount')}</span>
    </>
  );
}

/** Why the administrator acted, as they wrote it, and which fields a change changed. */
function Details({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  if (!entry.reason && entry.changes.length === 0) {
    return <span className="audit-log__none">{t('table.noDetails')}</span>;
  }
  return (
    <>
      {entry.reason && (
        <p className="audit-log__detail">
          <span className="audit-log__detail-label">{t('table.reason')}</span>{' '}
          <q className="audit-log__reason">{entry.reason}</q>
        </p>
      )}
      {entry.changes.length > 0 && (
        <p className="audit-log__detail">
          <span className="audit-log__detail-label">{t('table.changed')}</span>{' '}
          {entry.changes.map((field) => fieldLabel(t, field)).join(', ')}
        </p>
      )}
    </>
  );
}

/** The entries, newest first: when, who, whose records, what and why, which record, from where. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('audit-log');
  return (
    <div
      className="usa-table-container--scrollable audit-log__table-wrap"
      role="region"
      aria-label={t('table.caption')}
      // The table scrolls sideways on narrow screens, so keyboard users need to reach it.
      tabIndex={0}
    >
      <table className="usa-table usa-table--borderless audit-log__table">
        <caption className="usa-sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.when')}</th>
            <th scope="col">{t('columns.actor')}</th>
            <th scope="col">{t('columns.subject')}</th>
            <th scope="col">{t('columns.action')}</th>
            <th scope="col">{t('columns.details')}</th>
            <th scope="col">{t('columns.resource')}</th>
            <th scope="col">{t('columns.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className="audit-log__when">
                <time dateTime={entry.occurredAt}>{formatMoment(entry.occurredAt, i18n.language)}</time>
              </th>
              <td>
                <Person id={entry.actorId} username={entry.actorUsername} none={t('table.nobody')} />
              </td>
              <td>
                <Person id={entry.subjectId} username={entry.subjectUsername} none={t('table.manyPeople')} />
              </td>
              <td>{actionLabel(t, entry.action)}</td>
              <td className="audit-log__details">
                <Details entry={entry} />
              </td>
              <td>
                {entry.resourceId ? (
                  <code className="audit-log__id">{entry.resourceId}</code>
                ) : (
                  <span className="audit-log__none">{t('table.noResource')}</span>
                )}
              </td>
              <td>{entry.ip ?? <span className="audit-log__none">{t('table.unknown')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
