import { AUDIT_ACTIONS } from '../lib/audit-actions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { type AuditFilters, endsBeforeStart, NO_FILTERS } from '../lib/filters';
import { actionLabel } from '../lib/action-label';
import '../i18n';

// The contract's sentence, so the same translation serves the server's answer and this check.
const RANGE_BACKWARDS = 'The end date must not be before the start date';

interface AuditFiltersFormProps {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/**
 * Who, whom, what and when. The filters apply when the form is sent, not at each keystroke, so the
 * trail is read once per search.
 */
export function AuditFiltersForm({ applied, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation('audit-log');
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [rangeError, setRangeError] = useState(false);
  const set = (field: keyof AuditFilters) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'from' || field === 'to') setRangeError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (endsBeforeStart(draft)) {
      setRangeError(true);
      return;
    }
    onApply(draft);
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setRangeError(false);
    onApply(NO_FILTERS);
  };

  return (
    <form
      className="audit-log__filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      noValidate
    >
      <div className="audit-log__filter-grid">
        <FormField label={t('filters.actor')} hint={t('filters.personHint')}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={50}
              value={draft.actor}
              onChange={(event) => set('actor')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('filters.subject')} hint={t('filters.personHint')}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={50}
              value={draft.subject}
              onChange={(event) => set('subject')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('filters.action')}>
          {(field) => (
            <select
              {...field}
              className="usa-select"
              value={draft.action}
              onChange={(event) => set('action')(event.target.value)}
            >
              <option value="">{t('filters.anyAction')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(t, action)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('filters.from')}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="date"
              value={draft.from}
              onChange={(event) => set('from')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('filters.to')} error={rangeError ? RANGE_BACKWARDS : undefined}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="date"
              value={draft.to}
              onChange={(event) => set('to')(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="audit-log__filter-actions">
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
