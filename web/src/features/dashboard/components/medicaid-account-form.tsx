import { US_STATES } from '@tracker/contracts/constants/places';
import type { CurrentUser, UpdateMedicaidAccountRequest } from '@tracker/contracts/http/identity';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useUpdateMedicaidAccount } from '../api/update-medicaid-account';

interface AccountValues {
  medicaidState: string;
  medicaidId: string;
  medicaidStartDate: string;
  medicaidEnrolledThroughDate: string;
}

const FIELDS = ['medicaidState', 'medicaidId', 'medicaidStartDate', 'medicaidEnrolledThroughDate'] as const;
const DATE_RANGE_MESSAGE = 'Enrolled through date must be after the start date.';

const resolver = lazyZodResolver<AccountValues, UpdateMedicaidAccountRequest>(() =>
  import('@tracker/contracts/http/identity').then((m) => m.updateMedicaidAccountRequest),
);

function valuesOf(user: CurrentUser): AccountValues {
  return {
    medicaidState: user.medicaidState ?? '',
    medicaidId: user.medicaidId ?? '',
    medicaidStartDate: user.medicaidStartDate ?? '',
    medicaidEnrolledThroughDate: user.medicaidEnrolledThroughDate ?? '',
  };
}

/** Editing the Medicaid account in place; the enrolled-through date must follow the start. */
export function AccountForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const update = useUpdateMedicaidAccount();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AccountValues, unknown, UpdateMedicaidAccountRequest>({
    resolver,
    defaultValues: valuesOf(user),
  });

  useEffect(() => setFocus('medicaidState'), [setFocus]);

  const dateRangeToast = () =>
    toast({
      title: t('account.invalidRangeTitle'),
      description: translateMessage(DATE_RANGE_MESSAGE),
      variant: 'destructive',
    });

  const onSubmit = handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => {
          toast({ title: t('account.savedTitle'), description: t('account.savedBody') });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, FIELDS);
          toast({
            title: t('account.failedTitle'),
            description: serverMessage(error, t('account.failedBody')),
            variant: 'destructive',
          });
        },
      }),
    (invalid) => {
      if (invalid.medicaidEnrolledThroughDate?.message === DATE_RANGE_MESSAGE) dateRangeToast();
    },
  );

  return (
    <form className="dashboard-account__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t('account.state')} error={errors.medicaidState?.message}>
        {(props) => (
          <select className="usa-select" {...props} {...register('medicaidState')}>
            <option value="">{t('account.chooseState')}</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('account.id')} error={errors.medicaidId?.message}>
        {(props) => (
          <input
            className="usa-input"
            autoComplete="off"
            maxLength={50}
            {...props}
            {...register('medicaidId')}
          />
        )}
      </FormField>
      <FormField label={t('account.startDate')} error={errors.medicaidStartDate?.message}>
        {(props) => (
          <input
            className="usa-input dashboard-date-input"
            type="date"
            {...props}
            {...register('medicaidStartDate')}
          />
        )}
      </FormField>
      <FormField
        label={t('account.throughDate')}
        hint={t('account.throughHint')}
        error={errors.medicaidEnrolledThroughDate?.message}
      >
        {(props) => (
          <input
            className="usa-input dashboard-date-input"
            type="date"
            {...props}
            {...register('medicaidEnrolledThroughDate')}
          />
        )}
      </FormField>
      <div className="dashboard-form-actions">
        <button type="submit" className="usa-button" disabled={update.isPending}>
          {update.isPending ? t('account.saving') : t('account.save')}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onDone}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
