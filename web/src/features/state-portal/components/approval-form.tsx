import {
  EXEMPTION_DURATION_MAX_MONTHS,
  EXEMPTION_DURATION_MIN_MONTHS,
} from '@tracker/contracts/constants/exemptions';
import type {
  ChangeExemptionStatusRequest,
  ReviewedExemption,
} from '@tracker/contracts/http/exemption-review';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format';
import { FormField } from '../../../components/form-field';
import { approvalRequest, type ApprovalTerms, initialTerms, proposedExpiration } from '../lib/approval';
import '../i18n';

type TermField = 'durationApprovedMonths' | 'effectiveDate' | 'expirationDate';
export type TermErrors = Partial<Record<TermField, string>>;

interface ApprovalFormProps {
  request: ReviewedExemption;
  pending: boolean;
  /** Errors on the terms, from the contract's check or the server. */
  errors: TermErrors;
  onApprove: (approval: ChangeExemptionStatusRequest) => void;
  onCancel: () => void;
}

/**
 * The approval's terms. It opens with the requested duration from today; the expiration follows the
 * effective date and the duration until the reviewer types one, and a permanent exemption has none.
 */
export function ApprovalForm({ request, pending, errors, onApprove, onCancel }: ApprovalFormProps) {
  const { t } = useTranslation('state-portal');
  const titleId = useId();
  const permanentId = useId();
  const permanentNoteId = useId();
  const duration = useRef<HTMLInputElement>(null);
  const [terms, setTerms] = useState<ApprovalTerms>(() => initialTerms(request, todayIso()));

  // The form opens where the work starts.
  useEffect(() => duration.current?.focus(), []);

  // Changing the effective date or the duration proposes a new expiration; a hand-typed one stays
  // until then.
  const change = (next: Partial<ApprovalTerms>) =>
    setTerms((current) => {
      const merged = { ...current, ...next };
      const recalculate = 'duration' in next || 'effectiveDate' in next || next.isPermanent === false;
      if (merged.isPermanent) merged.expirationDate = '';
      else if (recalculate) merged.expirationDate = proposedExpiration(merged.effectiveDate, merged.duration);
      return merged;
    });

  const requested = request.requestPermanent
    ? t('details.permanent')
    : request.durationRequestedMonths
      ? t('details.months', { count: request.durationRequestedMonths })
      : t('details.notSpecified');

  return (
    <form
      className="state-portal__approval"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onApprove(approvalRequest(terms));
      }}
    >
      <h3 id={titleId} className="state-portal__approval-title">
        {t('approve.title')}
      </h3>
      <p>{t('approve.requested', { duration: requested })}</p>
      <div className="state-portal__approval-grid">
        <FormField
          label={t('approve.duration')}
          hint={t('approve.durationHint', {
            min: EXEMPTION_DURATION_MIN_MONTHS,
            max: EXEMPTION_DURATION_MAX_MONTHS,
          })}
          error={errors.durationApprovedMonths}
        >
          {(field) => (
            <input
              {...field}
              ref={duration}
              className="usa-input usa-input--small"
              type="number"
              inputMode="numeric"
              min={EXEMPTION_DURATION_MIN_MONTHS}
              max={EXEMPTION_DURATION_MAX_MONTHS}
              step={1}
              value={terms.duration}
              onChange={(event) => change({ duration: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('approve.effectiveDate')} error={errors.effectiveDate}>
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="date"
              value={terms.effectiveDate}
              onChange={(event) => change({ effectiveDate: event.target.value })}
            />
          )}
        </FormField>
      </div>

      <div className="usa-checkbox state-portal__permanent">
        <input
          className="usa-checkbox__input"
          id={permanentId}
          type="checkbox"
          checked={terms.isPermanent}
          disabled={!request.allowsPermanent}
          aria-describedby={request.allowsPermanent ? undefined : permanentNoteId}
          onChange={(event) => change({ isPermanent: event.target.checked })}
        />
        <label className="usa-checkbox__label" htmlFor={permanentId}>
          {t('approve.permanent')}
          {!request.allowsPermanent && (
            <span className="state-portal__permanent-note" id={permanentNoteId}>
              {' '}
              {t('approve.permanentNotAllowed')}
            </span>
          )}
        </label>
      </div>

      {!terms.isPermanent && (
        <FormField
          label={t('approve.expirationDate')}
          hint={t('approve.expirationHint')}
          error={errors.expirationDate}
        >
          {(field) => (
            <input
              {...field}
              className="usa-input"
              type="date"
              value={terms.expirationDate}
              onChange={(event) => change({ expirationDate: event.target.value })}
            />
          )}
        </FormField>
      )}

      <div className="state-portal__form-actions">
        <button type="submit" className="usa-button" disabled={pending}>
          {pending ? t('actions.saving') : t('approve.confirm')}
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={onCancel}
          disabled={pending}
        >
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
