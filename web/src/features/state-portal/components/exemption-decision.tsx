import type { Language } from '@tracker/contracts/constants/accounts';
import type {
  ChangeExemptionStatusRequest,
  ReviewedExemption,
} from '@tracker/contracts/http/exemption-review';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import {
  DENIAL_REASONS,
  INFORMATION_REQUESTS,
  REPLY_BY_DEFAULT_DAYS,
  REPLY_BY_MAX_DAYS,
} from '@tracker/contracts/http/work-queue-values';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { todayIso } from '../../../lib/format';
import { FormField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useChangeExemptionStatus } from '../api/change-exemption-status';
import { getNextWorkItem } from '../api/get-next-work-item';
import { WORK_QUEUE_KEY } from '../api/list-work-queue';
import { approvalRequest, type ApprovalTerms, initialTerms, proposedExpiration } from '../lib/approval';
import { statusChangeFailure } from '../lib/failure';
import { daysAfter, workItemPath } from '../lib/work-queue';
import '../i18n';

const DECISIONS = ['approved', 'denied', 'waiting_on_enrollee', 'under_review'] as const;
type Decision = (typeof DECISIONS)[number];

type Errors = Partial<Record<string, string>>;

/**
 * The reviewer's decision on an exemption request: approve with terms, deny with a reason, ask for
 * information by a reply-by day, or take it under review. Reasons fill the note from a template in
 * the person's language, which the reviewer may edit. "Decide and open next" moves on to the next
 * case in the queue's order.
 */
export function ExemptionDecision({ item, request }: { item: WorkItem; request: ReviewedExemption }) {
  const { t, i18n } = useTranslation('state-portal');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeExemptionStatus(request.id);
  const headingId = useId();
  const today = todayIso();
  const noteLanguage: Language = item.person.preferredLanguage ?? 'en';
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [replyBy, setReplyBy] = useState(() => daysAfter(today, REPLY_BY_DEFAULT_DAYS));
  const [terms, setTerms] = useState<ApprovalTerms>(() => initialTerms(request, today));
  const [errors, setErrors] = useState<Errors>({});
  const [openingNext, setOpeningNext] = useState(false);
  const busy = change.isPending || openingNext;

  const templates = decision === 'denied' ? DENIAL_REASONS : INFORMATION_REQUESTS;
  const chooseReason = (code: string) => {
    setReason(code);
    const template = templates.find((candidate) => candidate.code === code);
    if (template) setNote(template.note[noteLanguage]);
  };
  const choose = (next: Decision) => {
    setDecision(next);
    setReason('');
    setNote('');
    setErrors({});
  };

  const body = (): ChangeExemptionStatusRequest | null => {
    switch (decision) {
      case 'approved':
        return approvalRequest(terms);
      case 'denied':
        return { status: 'denied', denialReason: note.trim() };
      case 'waiting_on_enrollee':
        return { status: 'waiting_on_enrollee', waitingMessage: note.trim(), replyBy };
      case 'under_review':
        return { status: 'under_review' };
      default:
        return null;
    }
  };

  const openNext = async () => {
    setOpeningNext(true);
    try {
      const { item: next } = await getNextWorkItem(item);
      if (next) void navigate(workItemPath(next));
      else {
        toast({ title: t('decision.queueDone'), description: t('decision.queueDoneBody') });
        void navigate('/state-portal');
      }
    } catch (error) {
      toast({
        title: t('decision.nextFailed'),
        description: statusChangeFailure(error, t('decision.nextFailed')),
        variant: 'destructive',
      });
    } finally {
      setOpeningNext(false);
    }
  };

  const decide = (thenNext: boolean) => {
    if (busy) return;
    const request = body();
    if (!request) {
      setErrors({ decision: t('decision.chooseFirst') });
      return;
    }
    if ((decision === 'denied' || decision === 'waiting_on_enrollee') && !note.trim()) {
      setErrors({ note: t('decision.noteRequired') });
      return;
    }
    setErrors({});
    change.mutate(request, {
      onSuccess: (updated) => {
        void queryClient.invalidateQueries({ queryKey: WORK_QUEUE_KEY });
        toast({
          title: t('toast.updated'),
          description: t('toast.updatedBody', { status: t(`status.${updated.status}`) }),
        });
        if (thenNext) void openNext();
        else void navigate('/state-portal');
      },
      onError: (error) => {
        if (isApiError(error)) {
          const fields = error.fieldErrors;
          setErrors({
            note: fields.denialReason ?? fields.waitingMessage,
            replyBy: fields.replyBy,
            duration: fields.durationApprovedMonths,
            effectiveDate: fields.effectiveDate,
            expirationDate: fields.expirationDate,
          });
        }
        toast({
          title: t('toast.updateFailed'),
          description: statusChangeFailure(error, t('toast.updateFailed')),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <section className="state-portal__panel state-portal__decision" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('decision.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          decide(false);
        }}
      >
        <fieldset className="usa-fieldset">
          <legend className="usa-legend">{t('decision.choose')}</legend>
          {errors.decision && (
            <span className="usa-error-message" role="alert">
              {errors.decision}
            </span>
          )}
          {DECISIONS.map((option) => (
            <div className="usa-radio" key={option}>
              <input
                className="usa-radio__input"
                id={`${headingId}-${option}`}
                type="radio"
                name="decision"
                value={option}
                checked={decision === option}
                disabled={request.status === option}
                onChange={() => choose(option)}
              />
              <label className="usa-radio__label" htmlFor={`${headingId}-${option}`}>
                {t(`decision.options.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>

        {decision === 'approved' && (
          <div className="state-portal__approval-grid">
            <FormField label={t('approve.duration')} error={errors.duration}>
              {(field) => (
                <input
                  {...field}
                  className="usa-input usa-input--small"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={terms.duration}
                  onChange={(event) => setTerms(approvalTermsWith(terms, { duration: event.target.value }))}
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
                  onChange={(event) =>
                    setTerms(approvalTermsWith(terms, { effectiveDate: event.target.value }))
                  }
                />
              )}
            </FormField>
            {request.allowsPermanent && (
              <div className="usa-checkbox">
                <input
                  className="usa-checkbox__input"
                  id={`${headingId}-permanent`}
                  type="checkbox"
                  checked={terms.isPermanent}
                  onChange={(event) =>
                    setTerms(approvalTermsWith(terms, { isPermanent: event.target.checked }))
                  }
                />
                <label className="usa-checkbox__label" htmlFor={`${headingId}-permanent`}>
                  {t('approve.permanent')}
                </label>
              </div>
            )}
            {errors.expirationDate && (
              <span className="usa-error-message" role="alert">
                {errors.expirationDate}
              </span>
            )}
          </div>
        )}

        {(decision === 'denied' || decision === 'waiting_on_enrollee') && (
          <>
            <FormField label={t(decision === 'denied' ? 'decision.reasonCode' : 'decision.template')}>
              {(field) => (
                <select
                  {...field}
                  className="usa-select"
                  value={reason}
                  onChange={(event) => chooseReason(event.target.value)}
                >
                  <option value="">{t('decision.pick')}</option>
                  {templates.map((template) => (
                    <option key={template.code} value={template.code}>
                      {template.label[i18n.language === 'es' ? 'es' : 'en']}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t(decision === 'denied' ? 'decision.denialNote' : 'decision.waitingNote')}
              hint={t('decision.noteHint', { language: t(`decision.languages.${noteLanguage}`) })}
              error={errors.note}
              required
            >
              {(field) => (
                <textarea
                  {...field}
                  className="usa-textarea"
                  rows={5}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
            {decision === 'waiting_on_enrollee' && (
              <FormField
                label={t('decision.replyBy')}
                hint={t('decision.replyByHint', { days: REPLY_BY_MAX_DAYS })}
                error={errors.replyBy}
                required
              >
                {(field) => (
                  <input
                    {...field}
                    className="usa-input"
                    type="date"
                    min={today}
                    max={daysAfter(today, REPLY_BY_MAX_DAYS)}
                    value={replyBy}
                    onChange={(event) => setReplyBy(event.target.value)}
                  />
                )}
              </FormField>
            )}
          </>
        )}

        <div className="state-portal__form-actions">
          <button type="submit" className="usa-button usa-button--outline" disabled={busy}>
            {t('decision.decide')}
          </button>
          <button type="button" className="usa-button" disabled={busy} onClick={() => decide(true)}>
            {t('decision.decideAndNext')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The terms after one change: the expiration follows the effective date and duration, and a permanent exemption has none. */
function approvalTermsWith(terms: ApprovalTerms, change: Partial<ApprovalTerms>): ApprovalTerms {
  const merged = { ...terms, ...change };
  return {
    ...merged,
    expirationDate: merged.isPermanent ? '' : proposedExpiration(merged.effectiveDate, merged.duration),
  };
}
