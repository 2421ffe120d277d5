import type { IncomeRecord } from '@tracker/contracts/http/income';
import type { RulesResponse } from '@tracker/contracts/http/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatActivityDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/document-title';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { localToday } from '../../../lib/entry-window';
import { useToast } from '../../../lib/toast';
import { useDeleteIncome } from '../api/delete-income';
import { useIncomeRecord } from '../api/get-income';
import { useRules } from '../../../lib/rules';
import { useUpdateIncome } from '../api/save-income';
import { payFormOf } from '../lib/pay-form-values';
import { payServerMessage } from '../lib/use-pay-entry-window';
import { PayForm } from './pay-form';
import { PayPageTop } from './pay-page-top';
import { Paystubs } from './paystubs';
import '../i18n';
import '../income.css';

/** `/pay/{id}`: change one pay record, its paystubs, or delete it. */
export function EditPayPage() {
  const { t } = useTranslation('income');
  const { id = '' } = useParams();
  const record = useIncomeRecord(id);
  const rules = useRules();
  const notFound = record.isError;
  useDocumentTitle(notFound ? t('editPage.notFoundTitle') : t('editPage.title'));

  return (
    <>
      <PageMain className="grid-container app-page pay-page">
        <PayPageTop to="/pay" label={t('editPage.back')} />
        {notFound ? (
          <>
            <h1>{t('editPage.notFoundTitle')}</h1>
            <p>{t('editPage.notFoundBody')}</p>
            <Link className="usa-button" to="/pay">
              {t('editPage.back')}
            </Link>
          </>
        ) : rules.isError ? (
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('page.rulesError')}</p>
            </div>
          </div>
        ) : record.isPending || rules.isPending ? (
          <Spinner />
        ) : (
          <EditPay record={record.data} rules={rules.data} />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function EditPay({ record, rules }: { record: IncomeRecord; rules: RulesResponse }) {
  const { t, i18n } = useTranslation('income');
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateIncome();
  const remove = useDeleteIncome();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted') });
        void navigate('/pay');
      },
      // A record of a closed month is refused: the server says why, in the person's language.
      onError: (error) => {
        const description = payServerMessage(error, t('toast.deleteFailed'), [record.payDate], {
          today: localToday(),
          reportingDay: rules.reportingDay,
        });
        toast({ title: t('toast.error'), description, variant: 'destructive' });
        setConfirming(false);
      },
    });

  return (
    <>
      <h1>{t('editPage.title')}</h1>
      <PayForm
        // The form takes these once, when it opens: a refresh of the record never undoes typing.
        initial={payFormOf(record)}
        rules={rules}
        currentDate={record.payDate}
        submit={async (values, _file, lateEntryReason) => {
          await update.mutateAsync({ id: record.id, values, lateEntryReason });
          toast({ title: t('toast.updated') });
          await navigate('/pay');
        }}
        onCancel={() => void navigate('/pay')}
      />
      <Paystubs record={record} />
      <div className="pay-page__danger">
        <button
          type="button"
          className="usa-button usa-button--secondary"
          onClick={() => setConfirming(true)}
        >
          {t('editPage.delete')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('confirm.deleteTitle')}
          body={t('confirm.deleteBody', {
            employer: record.employer,
            date: formatActivityDate(record.payDate, i18n.language),
          })}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('confirm.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
