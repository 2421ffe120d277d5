import {
  HEARING_REASON_MAX_LENGTH,
  type RequestHearingRequest,
  requestHearingRequest,
} from '@tracker/contracts/http/verifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRequestHearing } from '../api/request-hearing';
import '../i18n';

const FIELDS = ['reason'] as const;

// This form is a chunk of its own (only a request found noncompliant shows it), which holds the schema.
const resolver = lazyZodResolver<RequestHearingRequest>(() => Promise.resolve(requestHearingRequest));

/** The fair-hearing request: why the person disagrees, sent once; the card then says when it was asked. */
export function HearingRequestForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation('verifications');
  const toast = useToast();
  const send = useRequestHearing(requestId);
  const form = useForm<RequestHearingRequest>({
    resolver,
    defaultValues: { reason: '' },
    // The error summary takes the focus instead, and leads to the field.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const summary = useErrorSummary(form, [{ name: 'reason', label: t('hearing.reason') }]);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => toast({ title: t('hearing.sent') }),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        toast({ title: t('hearing.failed'), description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form
      className="usa-form state-check__hearing-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <FormField
        label={t('hearing.reason')}
        hint={t('hearing.reasonHint', { max: HEARING_REASON_MAX_LENGTH })}
        error={errors.reason?.message}
        required
      >
        {(field) => (
          <textarea
            className="usa-textarea"
            rows={5}
            maxLength={HEARING_REASON_MAX_LENGTH}
            aria-required
            {...field}
            {...register('reason')}
          />
        )}
      </FormField>
      <SubmitButton pending={send.isPending} pendingLabel={t('hearing.sending')}>
        {t('hearing.send')}
      </SubmitButton>
    </form>
  );
}
