import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActivityDate, formatNumber, localeOf } from '../../../lib/format';
import { ExemptionAttachments } from './exemption-attachments';
import { ExemptionNotes } from './exemption-notes';
import { ExemptionStatusBadge } from './exemption-status-badge';
import { isLockedForEnrollee } from '../lib/permissions';
import { useRequestTypeName } from '../hooks/use-type-words';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useResubmitUserExemption } from '../api/resubmit-user-exemption';
import { exemptionRequestAnchor, useRevealWhenTargeted } from '../../../lib/dashboard-anchors';
import { exemptionDuration, localDay } from '../lib/exemption-display';
import { isStudentType } from '../lib/exemption-form';

/** The number of columns, which the details row spans. */
export const EXEMPTION_COLUMNS = 7;

interface ExemptionRowProps {
  exemption: UserExemption;
  currentUserId: string;
  onEdit: (opener: HTMLButtonElement) => void;
  onDelete: (opener: HTMLButtonElement) => void;
}

/**
 * One request: its type, status (with what the reviewer said), dates and duration, and its actions.
 * The details row below it holds the notes and files.
 */
export function ExemptionRow({ exemption, currentUserId, onEdit, onDelete }: ExemptionRowProps) {
  const { t, i18n } = useTranslation('exemption-management');
  const toast = useToast();
  const resubmit = useResubmitUserExemption();
  const [expanded, setExpanded] = useState(false);
  const anchor = exemptionRequestAnchor(exemption.id);
  const row = useRef<HTMLTableRowElement>(null);
  const detailsButton = useRef<HTMLButtonElement>(null);
  // A link to the request (the top answer's to-do) opens its notes and files, where the answer goes.
  useRevealWhenTargeted(anchor, row, { focus: detailsButton, onReveal: () => setExpanded(true) });
  const detailsId = useId();
  const language = i18n.language;
  const locked = isLockedForEnrollee(exemption.status);
  const type = useRequestTypeName()(exemption);
  const requested = formatActivityDate(localDay(exemption.requestDate), language);
  const context = t('table.context', { type, date: requested });
  const duration = exemptionDuration(exemption);
  const notSet = (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">{t('table.notSet')}</span>
    </>
  );
  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatActivityDate(value, language)}</time> : notSet;

  const onResubmit = () =>
    resubmit.mutate(exemption.id, {
      onSuccess: () => toast({ title: t('toast.resubmitted'), description: t('toast.resubmittedBody') }),
      onError: (error) =>
        toast({
          title: t('toast.resubmitFailed'),
          description: serverMessage(error) ?? t('toast.tryAgain'),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <tr id={anchor} ref={row} className="dashboard-exemptions__row">
        <th scope="row" data-label={t('table.type')}>
          {type}
        </th>
        <td data-label={t('table.status')}>
          <ExemptionStatusBadge status={exemption.status} />
          {exemption.waitingMessage && (
            <p className="dashboard-exemptions__message">
              <strong>{t('table.waitingMessage')}</strong> {exemption.waitingMessage}
            </p>
          )}
          {exemption.resetMessage && (
            <p className="dashboard-exemptions__message">
              <strong>{t('table.resetMessage')}</strong> {exemption.resetMessage}
            </p>
          )}
          {exemption.denialReason && (
            <p className="dashboard-exemptions__message">
              <strong>{t('table.denialReason')}</strong> {exemption.denialReason}
            </p>
          )}
        </td>
        <td data-label={t('table.requested')}>
          <time dateTime={exemption.requestDate}>{requested}</time>
        </td>
        <td data-label={t('table.duration')}>
          {duration.permanent
            ? t('table.permanent')
            : duration.months === null
              ? notSet
              : t('table.months', { count: duration.months })}
        </td>
        <td data-label={t('table.effective')}>{date(exemption.effectiveDate)}</td>
        <td data-label={t('table.expires')}>{date(exemption.expirationDate)}</td>
        <td data-label={t('table.actions')}>
          <div className="dashboard-exemptions__actions">
            <button
              type="button"
              ref={detailsButton}
              className="usa-button usa-button--outline usa-button--small"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              {t('table.showDetails')} <span className="usa-sr-only">{context}</span>
            </button>
            {exemption.status === 'waiting_on_enrollee' && (
              <button
                type="button"
                className="usa-button usa-button--small"
                disabled={resubmit.isPending}
                onClick={onResubmit}
              >
                {resubmit.isPending ? t('table.resubmitting') : t('table.resubmit')}{' '}
                <span className="usa-sr-only">{context}</span>
              </button>
            )}
            {!locked && (
              <>
                <button
                  type="button"
                  className="usa-button usa-button--outline usa-button--small"
                  onClick={(event) => onEdit(event.currentTarget)}
                >
                  {t('table.edit')} <span className="usa-sr-only">{context}</span>
                </button>
                <button
                  type="button"
                  className="usa-button usa-button--secondary usa-button--small"
                  onClick={(event) => onDelete(event.currentTarget)}
                >
                  {t('table.delete')} <span className="usa-sr-only">{context}</span>
                </button>
              </>
            )}
          </div>
        </td>
      </tr>
      <tr id={detailsId} className="dashboard-exemptions__details" hidden={!expanded}>
        <td colSpan={EXEMPTION_COLUMNS}>
          {expanded && (
            <section aria-label={t('table.detailsLabel', { type })}>
              <RequestFacts exemption={exemption} language={language} />
              <ExemptionNotes
                exemptionId={exemption.id}
                viewer="enrollee"
                locked={locked}
                currentUserId={currentUserId}
                headingLevel={4}
              />
              <ExemptionAttachments
                exemptionId={exemption.id}
                viewer="enrollee"
                locked={locked}
                currentUserId={currentUserId}
                headingLevel={4}
              />
            </section>
          )}
        </td>
      </tr>
    </>
  );
}

/** What the person wrote with the request, and the school details of a student request. */
function RequestFacts({ exemption, language }: { exemption: UserExemption; language: string }) {
  const { t } = useTranslation('exemption-management');
  const graduation =
    exemption.expectedGraduationMonth && exemption.expectedGraduationYear
      ? new Intl.DateTimeFormat(localeOf(language), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(
          new Date(Date.UTC(exemption.expectedGraduationYear, exemption.expectedGraduationMonth - 1, 1)),
        )
      : exemption.expectedGraduationYear
        ? String(exemption.expectedGraduationYear)
        : null;
  const facts: [string, string][] = [];
  if (exemption.applicationNotes) facts.push([t('table.applicationNotes'), exemption.applicationNotes]);
  if (exemption.schoolName) facts.push([t('table.school'), exemption.schoolName]);
  if (isStudentType(exemption) && exemption.currentlyEnrolled !== null) {
    facts.push([t('table.currentlyEnrolled'), exemption.currentlyEnrolled ? t('table.yes') : t('table.no')]);
  }
  if (exemption.creditHours !== null)
    facts.push([t('table.creditHours'), formatNumber(exemption.creditHours, language)]);
  if (graduation) facts.push([t('table.graduation'), graduation]);
  if (facts.length === 0) return null;
  return (
    <dl className="dashboard-exemptions__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
