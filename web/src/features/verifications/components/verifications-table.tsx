import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatActivityDate } from '../../../lib/format';
import { personName } from '../lib/person';
import { monthList } from '../lib/words';
import { VerificationStatusBadge } from './status-badge';
import '../admin-i18n';

/** One page of requests, in the server's order (soonest due first); each person leads to the request. */
export function VerificationsTable({ requests }: { requests: readonly AdminVerificationRequest[] }) {
  const { t, i18n } = useTranslation('verifications-admin');
  const language = i18n.language;
  return (
    <div className="verifications-admin__table-wrap">
      <table className="usa-table usa-table--stacked usa-table--borderless verifications-admin__table">
        <caption className="usa-sr-only">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.person')}</th>
            <th scope="col">{t('list.reason')}</th>
            <th scope="col">{t('list.months')}</th>
            <th scope="col">{t('list.dueDate')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.respondBy')}</th>
            <th scope="col">{t('list.hearing')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <th scope="row" data-label={t('list.person')}>
                <Link to={`/admin/verifications/${request.id}`}>
                  {personName(request) ?? t('list.notRegistered')}
                </Link>
                {request.medicaidIdLast4 && (
                  <div className="usa-hint">
                    {t('list.medicaidEnding', { last4: request.medicaidIdLast4 })}
                  </div>
                )}
              </th>
              <td data-label={t('list.reason')}>{t(`reason.${request.reason}`)}</td>
              <td data-label={t('list.months')}>
                {monthList(
                  request.months.map((month) => month.month),
                  language,
                )}
              </td>
              <td data-label={t('list.dueDate')}>{formatActivityDate(request.dueDate, language)}</td>
              <td data-label={t('list.status')}>
                <VerificationStatusBadge status={request.status} />
              </td>
              <td data-label={t('list.respondBy')}>
                {request.notice ? formatActivityDate(request.notice.respondBy, language) : t('list.noNotice')}
              </td>
              <td data-label={t('list.hearing')}>
                {request.hearingRequest ? t('list.hearingRequested') : t('list.noHearing')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
