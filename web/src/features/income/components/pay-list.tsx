import type { IncomeRecord } from '@tracker/contracts/http/income';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatActivityDate, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { localToday } from '../../../lib/entry-window';
import { useReportingDay } from '../../../lib/rules';
import { useToast } from '../../../lib/toast';
import { useDeleteIncome } from '../api/delete-income';
import { formatCents } from '../lib/money';
import { payServerMessage } from '../lib/use-pay-entry-window';
import '../i18n';

interface PayListProps {
  records: readonly IncomeRecord[];
  /** Names the list for screen readers. */
  label: string;
  /** Where focus goes after the focused record was deleted. */
  fallbackFocus: () => HTMLElement | null;
}

/** Pay records, newest pay date first: who paid, how much before taxes, when, and for which days. */
export function PayList({ records, label, fallbackFocus }: PayListProps) {
  const { t, i18n } = useTranslation('income');
  const toast = useToast();
  const remove = useDeleteIncome();
  const reportingDay = useReportingDay();
  const [deleting, setDeleting] = useState<IncomeRecord | null>(null);
  const language = i18n.language;
  const date = (iso: string) => formatActivityDate(iso, language);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted') });
        setDeleting(null);
      },
      // A record of a closed month is refused: the server says why, in the person's language.
      onError: (error) => {
        const description = payServerMessage(error, t('toast.deleteFailed'), [deleting.payDate], {
          today: localToday(),
          reportingDay,
        });
        toast({ title: t('toast.error'), description, variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ul className="pay-list" aria-label={label}>
        {records.map((record) => {
          const context = t('record.context', { employer: record.employer, date: date(record.payDate) });
          return (
            <li key={record.id} className="pay-item">
              <h2 className="pay-item__employer">{record.employer}</h2>
              <dl className="pay-item__facts">
                <div>
                  <dt>{t('record.grossAmount')}</dt>
                  <dd className="pay-item__amount">{formatCents(record.grossAmountCents, language)}</dd>
                </div>
                <div>
                  <dt>{t('record.payDate')}</dt>
                  <dd>{date(record.payDate)}</dd>
                </div>
                <div>
                  <dt>{t('record.period')}</dt>
                  <dd>
                    {t('record.periodRange', {
                      start: date(record.periodStart),
                      end: date(record.periodEnd),
                    })}
                  </dd>
                </div>
                {record.hoursWorked !== null && (
                  <div>
                    <dt>{t('record.hoursWorked')}</dt>
                    <dd>{formatNumber(record.hoursWorked, language)}</dd>
                  </div>
                )}
              </dl>
              {record.attachments.length > 0 && (
                <p className="pay-item__paystubs">
                  {t('record.paystubs', { count: record.attachments.length })}
                </p>
              )}
              <div className="pay-item__actions">
                <Link to={`/pay/${record.id}`} className="usa-button usa-button--outline usa-button--small">
                  {t('record.edit')} <span className="usa-sr-only">{context}</span>
                </Link>
                <button
                  type="button"
                  className="usa-button usa-button--secondary usa-button--small"
                  onClick={() => setDeleting(record)}
                >
                  {t('record.delete')} <span className="usa-sr-only">{context}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('confirm.deleteTitle')}
          body={t('confirm.deleteBody', { employer: deleting.employer, date: date(deleting.payDate) })}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('confirm.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          returnFocusFallback={fallbackFocus}
        />
      )}
    </>
  );
}
