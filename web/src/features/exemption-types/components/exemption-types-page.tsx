import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackBar } from '../../../components/back-bar';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useAllExemptionTypes } from '../api/list-all-exemption-types';
import { inDisplayOrder } from '../lib/order';
import { AddExemptionType } from './add-exemption-type';
import { ExemptionTypesTable } from './exemption-types-table';
import '../exemption-types.css';
import '../i18n';

/** `/admin/medicaid-exemptions`: the exemption types people can request, and their order. */
export function ExemptionTypesPage() {
  // Nothing of the catalogue is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <ExemptionTypesManager />}</AdminOnly>;
}

function ExemptionTypesManager() {
  const { t } = useTranslation('exemption-types');
  const title = t('page.title');
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const types = useAllExemptionTypes();
  const shown = useMemo(() => (types.data ? inDisplayOrder(types.data) : []), [types.data]);

  return (
    <>
      <PageMain className="grid-container app-page exemption-types">
        <BackBar to="/admin" label={t('page.back')} />
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="exemption-types__intro">{t('page.intro')}</p>
        <AddExemptionType />
        {types.isPending ? (
          <Spinner />
        ) : types.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('page.loadError'), serverMessage(types.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void types.refetch()}
            >
              {t('page.retry')}
            </button>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="exemption-types__empty" role="status">
            {t('page.empty')}
          </p>
        ) : (
          <>
            <p className="exemption-types__hint">{t('page.reorderHint')}</p>
            <ExemptionTypesTable types={shown} fallbackFocus={() => heading.current} />
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
