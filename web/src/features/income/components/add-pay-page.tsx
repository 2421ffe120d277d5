import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { todayIso } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../lib/toast';
import { useRules } from '../../../lib/rules';
import { useReportIncome } from '../api/save-income';
import { emptyPayForm } from '../lib/pay-form-values';
import { PayForm } from './pay-form';
import { PayPageTop } from './pay-page-top';
import '../i18n';
import '../income.css';

/** `/pay/new`: report one paycheck, with its paystub if the person has it at hand. */
export function AddPayPage() {
  const { t } = useTranslation('income');
  const navigate = useNavigate();
  const toast = useToast();
  const rules = useRules();
  const report = useReportIncome();
  const initial = useMemo(() => emptyPayForm(todayIso()), []);
  useDocumentTitle(t('form.addTitle'));

  return (
    <>
      <PageMain className="grid-container app-page pay-page">
        <PayPageTop to="/pay" label={t('editPage.back')} />
        <h1>{t('form.addTitle')}</h1>
        {rules.isPending ? (
          <Spinner />
        ) : rules.isError ? (
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('page.rulesError')}</p>
            </div>
          </div>
        ) : (
          <PayForm
            initial={initial}
            rules={rules.data}
            withFile
            submit={async (values, file, lateEntryReason) => {
              await report.mutateAsync({ values, file, lateEntryReason });
              toast({ title: t('toast.reported') });
              await navigate('/pay');
            }}
            onCancel={() => void navigate('/pay')}
          />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
