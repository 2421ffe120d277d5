import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { formatLongDate, todayIso } from '../../../lib/format';
import { Spinner } from '../../../components/spinner';
import { isOpen, lackingMonths, monthsStillNeeded, monthsToFix, needsSomeMonths } from '../lib/month-state';
import { monthList } from '../lib/words';
import { Countdown } from './countdown';
import { RequestMonths } from './request-months';
import '../i18n';
import '../verifications.css';

// Only a request the state found noncompliant shows the form; its code (and the form library) come then.
const HearingRequestForm = lazy(() =>
  import('./hearing-request-form').then((m) => ({ default: m.HearingRequestForm })),
);

/** Where the ways to fix a missing month lead, on the page that shows the card. */
export interface FixLinks {
  logHours: To;
  reportPay: To;
  askExemption: To;
}

interface StateCheckCardProps {
  requests: readonly VerificationRequest[];
  links: FixLinks;
}

/**
 * The state's checks of the person's months: for an open one, each month's state, the due date, the
 * notice's countdown and what to do about a missing month; for one found noncompliant, the right to
 * a fair hearing and the way to ask; for a finished one, a line that says so. Nothing without requests.
 */
export function StateCheckCard({ requests, links }: StateCheckCardProps) {
  const { t } = useTranslation('verifications');
  const headingId = useId();
  if (requests.length === 0) return null;
  return (
    <section className="usa-card state-check" aria-labelledby={headingId}>
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading" id={headingId}>
            {t('card.title')}
          </h2>
        </div>
        <div className="usa-card__body">
          {requests.some(isOpen) && <p className="state-check__intro">{t('card.intro')}</p>}
          {requests.map((request) => (
            <RequestEntry key={request.id} request={request} links={links} />
          ))}
        </div>
      </div>
    </section>
  );
}

function RequestEntry({ request, links }: { request: VerificationRequest; links: FixLinks }) {
  if (isOpen(request)) return <OpenRequest request={request} links={links} />;
  if (request.status === 'noncompliant') return <NoncompliantRequest request={request} />;
  return <DoneRequest request={request} />;
}

function DoneRequest({ request }: { request: VerificationRequest }) {
  const { t, i18n } = useTranslation('verifications');
  const months = monthList(
    request.months.map((month) => month.month),
    i18n.language,
  );
  return <p className="state-check__request state-check__done">{t('card.done', { months })}</p>;
}

function RequestHeading({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation('verifications');
  return (
    <h3 className="state-check__request-heading">
      {t(`card.reason.${request.reason}`)}{' '}
      <span className={`usa-tag state-check__status state-check__status--${request.status}`}>
        {t(`card.status.${request.status}`)}
      </span>
    </h3>
  );
}

function OpenRequest({ request, links }: { request: VerificationRequest; links: FixLinks }) {
  const { t, i18n } = useTranslation('verifications');
  const monthsId = useId();
  const language = i18n.language;
  const missing = monthsToFix(request);
  const some = needsSomeMonths(request);
  // When every month is missing, the list of what is missing already names them all: once is enough.
  const everyMonthMissing = !some && missing.length === request.months.length;
  return (
    <div className="state-check__request">
      <RequestHeading request={request} />
      {/* The notice's window is what costs coverage when it ends: it comes first, in large type. */}
      {request.notice && (
        <div className="state-check__notice">
          <Countdown notice={request.notice} className="state-check__countdown--prominent" />
          <p>{t('card.noticeSent', { date: formatLongDate(request.notice.sentOn, language) })}</p>
        </div>
      )}
      <p className="state-check__due">{t('card.due', { date: formatLongDate(request.dueDate, language) })}</p>
      {/* A renewal needs only some of its months: said before they are listed, most of them Missing. */}
      {some && (
        <p className="state-check__needed">
          {t('card.someMonths', { needed: request.monthsToMeet, total: request.months.length })}
        </p>
      )}
      {!everyMonthMissing && (
        <>
          <p className="state-check__label" id={monthsId}>
            {t('card.months')}
          </p>
          <RequestMonths months={request.months} labelId={monthsId} />
        </>
      )}
      {missing.length > 0 ? (
        <div className="state-check__fix">
          <h4 className="state-check__fix-heading">{t('card.missingHeading')}</h4>
          {some && <p>{t('card.closest', { count: monthsStillNeeded(request) })}</p>}
          <RequestMonths months={missing} />
          <h4 className="state-check__fix-heading">{t('card.fixHeading')}</h4>
          <ul className="usa-button-group state-check__actions">
            <li className="usa-button-group__item">
              <Link className="usa-button" to={links.logHours}>
                {t('card.logHours')}
              </Link>
            </li>
            {missing.some((month) => month.missing?.incomeCents != null) && (
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline" to={links.reportPay}>
                  {t('card.reportPay')}
                </Link>
              </li>
            )}
            <li className="usa-button-group__item">
              <Link className="usa-button usa-button--outline" to={links.askExemption}>
                {t('card.askExemption')}
              </Link>
            </li>
          </ul>
        </div>
      ) : (
        request.status === 'pending' && <p>{t('card.pending')}</p>
      )}
    </div>
  );
}

function NoncompliantRequest({ request }: { request: VerificationRequest }) {
  const { t, i18n } = useTranslation('verifications');
  const language = i18n.language;
  const headingId = useId();
  return (
    <div className="state-check__request">
      <RequestHeading request={request} />
      <RequestMonths months={request.months} />
      <section className="state-check__hearing" aria-labelledby={headingId}>
        <h4 className="state-check__fix-heading" id={headingId}>
          {t('hearing.heading')}
        </h4>
        {request.hearingRequest ? (
          <p className="state-check__hearing-requested">
            {t('hearing.requested', {
              // The day on the person's own calendar, as they would remember asking.
              date: formatLongDate(todayIso(new Date(request.hearingRequest.requestedAt)), language),
            })}
          </p>
        ) : (
          <>
            <p>{t('hearing.explain', { months: monthList(lackingMonths(request), language) })}</p>
            <Suspense fallback={<Spinner />}>
              <HearingRequestForm requestId={request.id} />
            </Suspense>
          </>
        )}
      </section>
    </div>
  );
}
