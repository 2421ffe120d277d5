import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActivityDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useRequestTypeName } from '../hooks/use-type-words';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useDeleteUserExemption } from '../api/delete-user-exemption';
import { useUserExemptions } from '../api/list-user-exemptions';
import { localDay, newestRequestFirst } from '../lib/exemption-display';
import { ExemptionRow } from './exemption-row';

interface ExemptionTableProps {
  currentUserId: string;
  onEdit: (exemption: UserExemption, opener: HTMLButtonElement) => void;
  /** A request was deleted; the form must not stay open on it. */
  onDeleted: (exemption: UserExemption) => void;
}

/** The person's requests, newest first, with deletion after a confirmation. */
export function ExemptionTable({ currentUserId, onEdit, onDeleted }: ExemptionTableProps) {
  const { t, i18n } = useTranslation('exemption-management');
  const typeName = useRequestTypeName();
  const toast = useToast();
  const exemptions = useUserExemptions();
  const remove = useDeleteUserExemption();
  const [deleting, setDeleting] = useState<UserExemption | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = useMemo(() => newestRequestFirst(exemptions.data ?? []), [exemptions.data]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted'), description: t('toast.deletedBody') });
        onDeleted(deleting);
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: t('toast.deleteFailed'),
          description: serverMessage(error) ?? t('toast.tryAgain'),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  const content = () => {
    if (exemptions.isPending) return <Spinner />;
    if (exemptions.isError) {
      return (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('table.loadError')} {serverMessage(exemptions.error) ?? ''}
            </p>
          </div>
        </div>
      );
    }
    if (rows.length === 0) return <p className="dashboard-exemptions__empty">{t('table.empty')}</p>;
    return (
      <table className="usa-table usa-table--stacked dashboard-exemptions__table">
        <caption className="usa-sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.requested')}</th>
            <th scope="col">{t('table.duration')}</th>
            <th scope="col">{t('table.effective')}</th>
            <th scope="col">{t('table.expires')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((exemption) => (
            <ExemptionRow
              key={exemption.id}
              exemption={exemption}
              currentUserId={currentUserId}
              onEdit={(opener) => onEdit(exemption, opener)}
              onDelete={() => setDeleting(exemption)}
            />
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <section className="dashboard-exemptions__list" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('table.title')}
      </h3>
      {content()}
      {deleting && (
        <ConfirmDialog
          title={t('confirm.deleteTitle')}
          body={t('confirm.deleteBody', {
            type: typeName(deleting),
            date: formatActivityDate(localDay(deleting.requestDate), i18n.language),
          })}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('confirm.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          returnFocusFallback={() => heading.current}
        />
      )}
    </section>
  );
}
