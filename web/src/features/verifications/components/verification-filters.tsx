import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { VERIFICATION_REASONS, VERIFICATION_STATUSES } from '@tracker/contracts/http/verification-values';
import { NO_FILTERS, type VerificationFilters } from '../lib/list-filters';
import '../admin-i18n';

interface VerificationFiltersFormProps {
  applied: VerificationFilters;
  onApply: (filters: VerificationFilters) => void;
}

/** Status, reason and due date. Applied when sent, from the first page, so each search is one read. */
export function VerificationFiltersForm({ applied, onApply }: VerificationFiltersFormProps) {
  const { t } = useTranslation('verifications-admin');
  const [draft, setDraft] = useState<VerificationFilters>(applied);
  const set = <K extends keyof VerificationFilters>(field: K, value: VerificationFilters[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <div className="verifications-admin__filters">
        <FormField label={t('filters.status')}>
          {(field) => (
            <select
              {...field}
              className="usa-select"
              value={draft.status}
              onChange={(event) => set('status', event.target.value as VerificationFilters['status'])}
            >
              <option value="">{t('filters.any')}</option>
              {VERIFICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('filters.reason')}>
          {(field) => (
            <select
              {...field}
              className="usa-select"
              value={draft.reason}
              onChange={(event) => set('reason', event.target.value as VerificationFilters['reason'])}
            >
              <option value="">{t('filters.any')}</option>
              {VERIFICATION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reason.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('filters.dueBefore')}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="date"
              value={draft.dueBefore}
              onChange={(event) => set('dueBefore', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="verifications-admin__filter-actions">
        <button type="submit" className="usa-button">
          {t('filters.apply')}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
