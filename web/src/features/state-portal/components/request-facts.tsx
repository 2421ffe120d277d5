import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActivityDate, formatMonth, localeOf } from '../../../lib/format';
import { formatDay } from '../lib/format';
import type { StatusBadge } from '../lib/parts';
import '../i18n';

/** What the enrollee asked for, and any message a reviewer sent with a status change. */
export function RequestFacts({
  request,
  StatusBadge,
}: {
  request: ReviewedExemption;
  StatusBadge: StatusBadge;
}) {
  const { t, i18n } = useTranslation('state-portal');
  const language = i18n.language;
  const graduation = graduationOf(request, language);
  const student =
    request.currentlyEnrolled !== null ||
    request.schoolName !== null ||
    request.creditHours !== null ||
    graduation !== null;

  return (
    <Panel title={t('details.requestTitle')}>
      <Fact label={t('details.status')}>
        <StatusBadge status={request.status} />
      </Fact>
      <Fact label={t('details.requestDate')}>
        <time dateTime={request.requestDate}>{formatDay(request.requestDate, language)}</time>
      </Fact>
      <Fact label={t('details.exemptionType')}>
        {/* In the page's language, as the case's heading names it; the code stays for the reviewer. */}
        {(language === 'es' && request.medicaidExemptionNameEs) || request.medicaidExemptionName}
        {request.abbreviation ? ` (${request.abbreviation})` : ''}
        {request.isRenewal && <span className="usa-tag state-portal__renewal">{t('badges.renewal')}</span>}
      </Fact>
      <Fact label={t('details.durationRequested')}>
        {request.requestPermanent
          ? t('details.permanent')
          : request.durationRequestedMonths
            ? t('details.months', { count: request.durationRequestedMonths })
            : t('details.notSpecified')}
      </Fact>
      <Fact label={t('details.applicationNotes')}>
        {request.applicationNotes?.trim() ? (
          <span className="state-portal__text">{request.applicationNotes}</span>
        ) : (
          <Missing>{t('details.none')}</Missing>
        )}
      </Fact>
      {student && (
        <>
          {request.currentlyEnrolled !== null && (
            <Fact label={t('details.currentlyEnrolled')}>
              {request.currentlyEnrolled ? t('details.yes') : t('details.no')}
            </Fact>
          )}
          {request.schoolName && <Fact label={t('details.schoolName')}>{request.schoolName}</Fact>}
          {request.creditHours !== null && (
            <Fact label={t('details.creditHours')}>
              {new Intl.NumberFormat(localeOf(language)).format(request.creditHours)}
            </Fact>
          )}
          {graduation && <Fact label={t('details.expectedGraduation')}>{graduation}</Fact>}
        </>
      )}
      {request.waitingMessage && (
        <Fact label={t('details.waitingMessage')}>
          <span className="state-portal__text">{request.waitingMessage}</span>
        </Fact>
      )}
      {request.denialReason && (
        <Fact label={t('details.denialReason')}>
          <span className="state-portal__text">{request.denialReason}</span>
        </Fact>
      )}
      {request.resetMessage && (
        <Fact label={t('details.resetMessage')}>
          <span className="state-portal__text">{request.resetMessage}</span>
        </Fact>
      )}
    </Panel>
  );
}

/** The terms of an approval: how long, from when, until when. */
export function ApprovedTerms({ request }: { request: ReviewedExemption }) {
  const { t, i18n } = useTranslation('state-portal');
  const language = i18n.language;
  const notSet = <Missing>{t('details.notSet')}</Missing>;
  return (
    <Panel title={t('details.termsTitle')}>
      <Fact label={t('details.durationApproved')}>
        {request.isPermanent
          ? t('details.permanent')
          : request.durationApprovedMonths
            ? t('details.months', { count: request.durationApprovedMonths })
            : notSet}
      </Fact>
      <Fact label={t('details.effectiveDate')}>
        {request.effectiveDate ? (
          <time dateTime={request.effectiveDate}>{formatActivityDate(request.effectiveDate, language)}</time>
        ) : (
          notSet
        )}
      </Fact>
      <Fact label={t('details.expirationDate')}>
        {request.isPermanent ? (
          t('details.noExpiration')
        ) : request.expirationDate ? (
          <time dateTime={request.expirationDate}>
            {formatActivityDate(request.expirationDate, language)}
          </time>
        ) : (
          notSet
        )}
      </Fact>
    </Panel>
  );
}

/** "June 2026", "2026" or "June", from whatever of the month and year is known; null when neither is. */
function graduationOf(
  request: Pick<ReviewedExemption, 'expectedGraduationMonth' | 'expectedGraduationYear'>,
  language: string,
): string | null {
  const { expectedGraduationMonth: month, expectedGraduationYear: year } = request;
  if (month && year) return formatMonth(year, month, language);
  if (year) return String(year);
  if (month)
    return new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, month - 1, 1)),
    );
  return null;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="state-portal__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="state-portal__facts">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="state-portal__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="state-portal__missing">{children}</span>;
}
