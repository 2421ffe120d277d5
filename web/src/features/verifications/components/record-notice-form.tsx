import type { RecordNoticeRequest, recordNoticeRequest } from '@tracker/contracts/http/verifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorSummary } from '../../../components/error-summary';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRecordNotice } from '../api/record-notice';
import '../admin-i18n';

type NoticeValues = z.input<typeof recordNoticeRequest>;

const FIELDS = ['sentOn', 'receivedOn'] as const;

// The schema (and zod) come when the form is first checked, not with the page.
const resolver = lazyZodResolver<NoticeValues, RecordNoticeRequest>(() =>
  import('@tracker/contracts/http/verifications').then((m) => m.recordNoticeRequest),
);

/** The notice sent to the person: the day it went out and, when known, the day it arrived. */
export function RecordNoticeForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation('verifications-admin');
  const toast = useToast();
  const record = useRecordNotice(requestId);
  const form = useForm<NoticeValues, unknown, RecordNoticeRequest>({
    resolver,
    defaultValues: { sentOn: '', receivedOn: '' },
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const summary = useErrorSummary(
    form,
    FIELDS.map((name) => ({ name, label: t(`notice.${name}`) })),
  );

  const onSubmit = handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        reset();
        toast({ title: t('notice.recorded') });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({ title: t('notice.failed'), description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form className="usa-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <p>{t('notice.intro')}</p>
      <TextField
        label={t('notice.sentOn')}
        error={errors.sentOn?.message}
        registration={register('sentOn')}
        type="date"
        required
      />
      <TextField
        label={t('notice.receivedOn')}
        hint={t('notice.receivedOnHint')}
        error={errors.receivedOn?.message}
        registration={register('receivedOn')}
        type="date"
      />
      <SubmitButton pending={record.isPending} pendingLabel={t('notice.submitting')}>
        {t('notice.submit')}
      </SubmitButton>
    </form>
  );
}
