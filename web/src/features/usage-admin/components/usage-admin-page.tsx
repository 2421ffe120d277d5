import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { BackBar } from '../../../components/back-bar';
import { formatActivityDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/document-title';
import { FormField } from '../../../components/form-field';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { DEFAULT_RANGE, type UsageRange, useUsage } from '../api/get-usage';
import { ChannelTable, DaysTable, FlowTable, FunnelTable, PagesTable } from './usage-tables';
import '../usage-admin.css';
import '../i18n';

// The contract's sentence, so the same translation serves the server's answer and this check.
const RANGE_BACKWARDS = 'The start date must be on or before the end date';

/** `/admin/usage`: the usage funnel, web against text, and views per page, over a range of days. */
export function UsageAdminPage() {
  // Nothing is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <UsageReport />}</AdminOnly>;
}

/** From and to; applied when the form is sent, so the counts are read once per range. */
function RangeForm({ shown, onApply }: { shown: UsageRange; onApply: (range: UsageRange) => void }) {
  const { t } = useTranslation('usage-admin');
  const [draft, setDraft] = useState<UsageRange>(shown);
  const [error, setError] = useState<string | undefined>();
  // The server's default range arrives with the first answer: the fields show it.
  useEffect(() => setDraft({ from: shown.from, to: shown.to }), [shown.from, shown.to]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(RANGE_BACKWARDS);
      return;
    }
    setError(undefined);
    onApply(draft);
  };

  return (
    <form className="usage-admin__range" aria-label={t('range.label')} onSubmit={submit} noValidate>
      <FormField label={t('range.from')} error={error}>
        {(field) => (
          <input
            {...field}
            className="usa-input"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
          />
        )}
      </FormField>
      <FormField label={t('range.to')}>
        {(field) => (
          <input
            {...field}
            className="usa-input"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
          />
        )}
      </FormField>
      <button type="submit" className="usa-button usage-admin__apply">
        {t('range.apply')}
      </button>
    </form>
  );
}

function UsageReport() {
  const { t, i18n } = useTranslation('usage-admin');
  const title = t('page.title');
  useDocumentTitle(title);
  const [range, setRange] = useState<UsageRange>(DEFAULT_RANGE);
  const usage = useUsage(range);
  const data = usage.data;
  const shown = data ? { from: data.from, to: data.to } : range;

  return (
    <>
      <PageMain className="grid-container app-page usage-admin">
        <BackBar to="/admin" label={t('page.back')} />
        <h1 tabIndex={-1}>{title}</h1>
        <p className="usage-admin__intro">{t('page.intro')}</p>
        <RangeForm shown={shown} onApply={setRange} />
        {usage.isPending ? (
          <Spinner />
        ) : usage.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('page.loadError'), serverMessage(usage.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void usage.refetch()}
            >
              {t('page.retry')}
            </button>
          </Alert>
        ) : (
          data && (
            <>
              <p className="usage-admin__period" role="status">
                {t('page.period', {
                  from: formatActivityDate(data.from, i18n.language),
                  to: formatActivityDate(data.to, i18n.language),
                })}
              </p>
              <section aria-labelledby="usage-funnel">
                <h2 id="usage-funnel">{t('funnel.title')}</h2>
                <p className="usage-admin__hint">{t('funnel.hint')}</p>
                <FunnelTable funnel={data.totals.funnel} />
              </section>
              <section aria-labelledby="usage-channels">
                <h2 id="usage-channels">{t('channels.title')}</h2>
                <ChannelTable totals={data.totals} />
              </section>
              <section aria-labelledby="usage-flow">
                <h2 id="usage-flow">{t('flow.title')}</h2>
                <p className="usage-admin__hint">{t('flow.hint')}</p>
                <FlowTable flow={data.totals.registrationFlow} />
              </section>
              <section aria-labelledby="usage-pages">
                <h2 id="usage-pages">{t('pages.title')}</h2>
                <PagesTable pages={data.totals.pageViews} />
              </section>
              <section aria-labelledby="usage-days">
                <h2 id="usage-days">{t('days.title')}</h2>
                <DaysTable days={data.days} />
              </section>
            </>
          )
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
