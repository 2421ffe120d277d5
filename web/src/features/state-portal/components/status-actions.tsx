import type {
  ChangeExemptionStatusRequest,
  ReviewedExemption,
} from '@tracker/contracts/http/exemption-review';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useChangeExemptionStatus } from '../api/change-exemption-status';
import { messageRequest, type MessageStatus } from '../lib/approval';
import { statusChangeFailure } from '../lib/failure';
import { ApprovalForm, type TermErrors } from './approval-form';
import '../i18n';

// The dialog and its focus trap download when a reviewer picks a status that asks for a message.
const MessagePromptDialog = lazy(() =>
  import('./message-prompt-dialog').then((m) => ({ default: m.MessagePromptDialog })),
);

/** The statuses a reviewer can set, in the order of their buttons. */
const TARGETS = ['under_review', 'waiting_on_enrollee', 'approved', 'denied', 'requested'] as const;
type Target = (typeof TARGETS)[number];

/** Approve stands out, Deny warns, the others are outlined. */
const BUTTON_STYLES: Record<Target, string> = {
  under_review: ' usa-button--outline',
  waiting_on_enrollee: ' usa-button--outline',
  approved: '',
  denied: ' usa-button--secondary',
  requested: ' usa-button--outline',
};

const TERM_FIELDS = ['durationApprovedMonths', 'effectiveDate', 'expirationDate'] as const;

/** Only the term fields of a set of field errors. */
function termErrors(fieldErrors: Record<string, string>): TermErrors {
  return Object.fromEntries(
    TERM_FIELDS.filter((field) => fieldErrors[field]).map((f) => [f, fieldErrors[f]]),
  );
}

/**
 * The Change Status buttons, one per status a reviewer may set; the current status's button is
 * disabled. Under Review changes at once, Approve opens the terms form, and the others first ask for
 * the message they carry.
 */
export function StatusActions({ request }: { request: ReviewedExemption }) {
  const { t } = useTranslation('state-portal');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const change = useChangeExemptionStatus(request.id);
  const [open, setOpen] = useState<Exclude<Target, 'under_review'> | null>(null);
  const [errors, setErrors] = useState<TermErrors>({});
  const buttons = useRef<Partial<Record<Target, HTMLButtonElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // After a change the pressed button may be disabled (it is the new status); focus then goes to the heading.
  const [refocus, setRefocus] = useState<Target | null>(null);

  useEffect(() => {
    if (!refocus) return;
    const button = buttons.current[refocus];
    (button && !button.disabled ? button : heading.current)?.focus();
    setRefocus(null);
  }, [refocus]);

  const close = (target: Target) => {
    setOpen(null);
    setErrors({});
    setRefocus(target);
  };

  const send = async (target: Target, body: ChangeExemptionStatusRequest) => {
    if (target === 'approved') {
      // The contract's own check of the terms, downloaded the first time someone approves.
      const [{ changeExemptionStatusRequest }, { fieldErrorsFrom }] = await Promise.all([
        import('@tracker/contracts/http/exemption-review'),
        import('@tracker/contracts/errors'),
      ]);
      const checked = changeExemptionStatusRequest.safeParse(body);
      if (!checked.success) {
        setErrors(termErrors(fieldErrorsFrom(checked.error)));
        return;
      }
    }
    setErrors({});
    change.mutate(body, {
      onSuccess: (updated) => {
        toast({
          title: t('toast.updated'),
          description: t('toast.updatedBody', { status: t(`status.${updated.status}`) }),
        });
        close(target);
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(termErrors(error.fieldErrors));
        toast({
          title: tc('toast.error'),
          description: statusChangeFailure(error, t('toast.updateFailed')),
          variant: 'destructive',
        });
      },
    });
  };

  const choose = (target: Target) => {
    if (change.isPending) return;
    if (target === 'under_review') void send(target, { status: 'under_review' });
    else {
      setErrors({});
      setOpen(target);
    }
  };

  const prompt = open && open !== 'approved' ? open : null;

  return (
    <section className="state-portal__panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('actions.title')}
      </h2>
      <div className="state-portal__status-buttons">
        {TARGETS.map((target) => (
          <button
            key={target}
            ref={(element) => {
              buttons.current[target] = element;
            }}
            type="button"
            className={`usa-button${BUTTON_STYLES[target]}`}
            disabled={request.status === target || change.isPending}
            aria-expanded={target === 'approved' ? open === 'approved' : undefined}
            onClick={() => choose(target)}
          >
            {t(`actions.${target}`)}
          </button>
        ))}
      </div>
      {open === 'approved' && (
        <ApprovalForm
          request={request}
          pending={change.isPending}
          errors={errors}
          onApprove={(approval) => void send('approved', approval)}
          onCancel={() => close('approved')}
        />
      )}
      {prompt && (
        <Suspense fallback={null}>
          <MessagePromptDialog
            title={t(`prompt.${prompt}.title`)}
            description={t(`prompt.${prompt}.description`, { username: request.username })}
            label={t(`prompt.${prompt}.label`)}
            confirmLabel={t(`prompt.${prompt}.confirm`)}
            pendingLabel={t('actions.saving')}
            cancelLabel={t('actions.cancel')}
            pending={change.isPending}
            onConfirm={(message) => void send(prompt, messageRequest(prompt as MessageStatus, message))}
            onCancel={() => close(prompt)}
          />
        </Suspense>
      )}
    </section>
  );
}
