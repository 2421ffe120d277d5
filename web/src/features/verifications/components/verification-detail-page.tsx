import type { AdminVerificationRequest, VerificationMonth } from '@tracker/contracts/http/verifications';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatActivityDate, formatNumber, formatTimestamp } from '../../../lib/format';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { BackBar } from '../../../components/back-bar';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useVerification } from '../api/get-verification';
import { FINAL_VERIFICATION_STATUSES } from '@tracker/contracts/http/verification-values';
import { personName } from '../lib/person';
import { formatDollars, monthName } from '../lib/words';
import { RecordNoticeForm } from './record-notice-form';
import { VerificationStatusBadge } from './status-badge';
import '../admin-i18n';
import '../verifications.css';

/** `/admin/verifications/:id`: one request's months with who decided them, its notice and hearing request. */
export function VerificationDetailPage() {
  return <AdminOnly>{() => <VerificationDetail />}</AdminOnly>;
}

function VerificationDetail() {
  const { t } = useTranslation('verifications-admin');
  const { id = '' } = useParams();
  const title = t('detail.title');
  useDocumentTitle(title);
  const request = useVerification(id);

  return (
    <>
      <PageMain className="grid-container app-page verifications-admin">
        <BackBar to="/admin/verifications" label={t('detail.back')} />
        <h1>{title}</h1>
        {request.isPending ? (
          <Spinner />
        ) : request.isError ? (
          <Alert
            type="error"
            role="alert"
            text={
              isApiError(request.error) && request.error.status === 404
                ? t('detail.notFound')
                : [t('detail.loadError'), serverMessage(request.error)].filter(Boolean).join(' ')
            }
          />
        ) : (
          <RequestDetail request={request.data} />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="verifications-admin__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="verifications-admin__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RequestDetail({ request }: { request: AdminVerificationRequest }) {
  const { t, i18n } = useTranslation('verifications-admin');
  const language = i18n.language;
  const monthsId = useId();
  const noticeId = useId();
  const hearingId = useId();
  const open = !(FINAL_VERIFICATION_STATUSES as readonly string[]).includes(request.status);
  const medicaid = request.medicaidIdLast4
    ? t('detail.medicaidEnding', { last4: request.medicaidIdLast4 })
    : '—';

  return (
    <>
      <Facts
        rows={[
          [t('detail.person'), personName(request) ?? t('list.notRegistered')],
          [t('detail.medicaidId'), medicaid],
          [t('detail.userId'), request.userId ?? '—'],
          [t('detail.reason'), t(`reason.${request.reason}`)],
          [t('detail.status'), <VerificationStatusBadge key="status" status={request.status} />],
          [t('detail.dueDate'), formatActivityDate(request.dueDate, language)],
          [t('detail.monthsToMeet'), String(request.monthsToMeet)],
          [t('detail.createdAt'), formatTimestamp(request.createdAt, language)],
          [
            t('detail.determinedAt'),
            request.determinedAt
              ? formatTimestamp(request.determinedAt, language)
              : t('detail.notDetermined'),
          ],
        ]}
      />

      <section className="verifications-admin__section" aria-labelledby={monthsId}>
        <h2 id={monthsId}>{t('detail.monthsTitle')}</h2>
        <div className="verifications-admin__table-wrap">
          <table className="usa-table usa-table--borderless">
            <caption className="usa-sr-only">{t('detail.monthsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.month')}</th>
                <th scope="col">{t('detail.state')}</th>
                <th scope="col">{t('detail.source')}</th>
              </tr>
            </thead>
            <tbody>
              {request.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month, language)}</th>
                  <td>{monthStanding(t, month, language)}</td>
                  <td>
                    {month.decidedBy
                      ? t(`sources.${month.decidedBy}`, { ns: 'verifications' })
                      : t('detail.undecided')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="verifications-admin__section" aria-labelledby={noticeId}>
        <h2 id={noticeId}>{t('detail.noticeTitle')}</h2>
        {request.notice ? (
          <Facts
            rows={[
              [t('detail.sentOn'), formatActivityDate(request.notice.sentOn, language)],
              [t('detail.receivedOn'), formatActivityDate(request.notice.receivedOn, language)],
              [t('detail.respondBy'), formatActivityDate(request.notice.respondBy, language)],
              [t('detail.recordedAt'), formatTimestamp(request.notice.recordedAt, language)],
            ]}
          />
        ) : (
          <p>{t('detail.noNotice')}</p>
        )}
        {open && (
          <>
            <h3>{t('notice.title')}</h3>
            <RecordNoticeForm requestId={request.id} />
          </>
        )}
      </section>

      <section className="verifications-admin__section" aria-labelledby={hearingId}>
        <h2 id={hearingId}>{t('detail.hearingTitle')}</h2>
        {request.hearingRequest ? (
          <Facts
            rows={[
              [t('detail.requestedAt'), formatTimestamp(request.hearingRequest.requestedAt, language)],
              [
                t('detail.hearingReason'),
                <span key="reason" className="verifications-admin__hearing-reason">
                  {request.hearingRequest.reason}
                </span>,
              ],
            ]}
          />
        ) : (
          <p>{t('detail.noHearing')}</p>
        )}
      </section>
    </>
  );
}

/** A month's state for reviewers: met by which route, or what a month not met lacks. */
function monthStanding(
  t: TFunction<'verifications-admin'>,
  month: VerificationMonth,
  language: string,
): string {
  const status = t(`detail.monthStatus.${month.status}`);
  if (month.status === 'met' && month.route) return `${status} ${t(`detail.route.${month.route}`)}`;
  if (month.status === 'exempt' && month.exemptions.length > 0)
    return `${status}: ${month.exemptions.join(', ')}`;
  if (month.status === 'not_met' && month.missing) {
    const hours = formatNumber(month.missing.hours, language);
    const detail =
      month.missing.incomeCents === null
        ? t('detail.missingHours', { hours })
        : t('detail.missing', { hours, pay: formatDollars(month.missing.incomeCents, language) });
    return `${status}: ${detail}`;
  }
  return status;
}
