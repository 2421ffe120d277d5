import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { applyServerFieldErrors, useErrorSummary } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRequestVerification } from '../api/request-verification';
import { VERIFICATION_REASONS } from '@tracker/contracts/http/verification-values';
import { createResolver } from '../lib/create-form';
import { CREATE_FIELDS, type CreateValues, EMPTY_CREATE_VALUES } from '../lib/create-values';
import '../admin-i18n';

/** A request for one person; once created, its page opens. */
export function CreateVerificationForm() {
  const { t } = useTranslation('verifications-admin');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useRequestVerification();
  const form = useForm<CreateValues, unknown, Parameters<typeof create.mutate>[0]>({
    resolver: createResolver,
    defaultValues: EMPTY_CREATE_VALUES,
    shouldFocusError: false,
    // A list of months is wrong at almost every keystroke until its last month is typed in full: checked
    // as it is typed, the error summary would come and go, and take the focus each time it came back.
    reValidateMode: 'onBlur',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const summary = useErrorSummary(
    form,
    CREATE_FIELDS.map((name) => ({ name, label: t(`create.${name}`) })),
  );

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        toast({ title: t('create.created') });
        void navigate(`/admin/verifications/${created.id}`);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, CREATE_FIELDS);
        toast({ title: t('create.failed'), description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <p>{t('create.intro')}</p>
      <TextField
        label={t('create.medicaidId')}
        error={errors.medicaidId?.message}
        registration={register('medicaidId')}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
      />
      <TextField
        label={t('create.userId')}
        hint={t('create.userIdHint')}
        error={errors.userId?.message}
        registration={register('userId')}
        autoComplete="off"
        spellCheck={false}
      />
      <FormField label={t('create.reason')} error={errors.reason?.message} required>
        {(field) => (
          <select className="usa-select" aria-required {...field} {...register('reason')}>
            <option value="">{t('create.chooseReason')}</option>
            {VERIFICATION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reason.${reason}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t('create.months')}
        hint={t('create.monthsHint')}
        error={errors.months?.message}
        registration={register('months')}
        autoComplete="off"
        spellCheck={false}
        placeholder="2026-01 2026-02 2026-03"
      />
      <TextField
        label={t('create.asOf')}
        hint={t('create.asOfHint')}
        error={errors.asOf?.message}
        registration={register('asOf')}
        autoComplete="off"
        spellCheck={false}
        inputMode="numeric"
        placeholder="2026-04"
      />
      <TextField
        label={t('create.dueDate')}
        error={errors.dueDate?.message}
        registration={register('dueDate')}
        type="date"
        required
      />
      <SubmitButton pending={create.isPending} pendingLabel={t('create.submitting')}>
        {t('create.submit')}
      </SubmitButton>
    </form>
  );
}
