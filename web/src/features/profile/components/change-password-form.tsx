import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest } from '@tracker/contracts/http/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { serverMessage } from '../utils/server-message';

type PasswordValues = z.input<typeof changePasswordRequest>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and its confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const change = useChangePassword();
  const [shown, setShown] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordValues, unknown, z.output<typeof changePasswordRequest>>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setShown(false);
        toast({ title: t('password.successTitle'), description: t('password.successBody') });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({
          title: t('password.failedTitle'),
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  const type = shown ? 'text' : 'password';
  return (
    <form
      className="usa-form usa-form--large profile-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField label={t('password.current')} error={errors.currentPassword?.message} required>
        {(props) => (
          <input
            {...props}
            {...register('currentPassword')}
            className="usa-input"
            type={type}
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </FormField>
      <FormField
        label={t('password.new')}
        hint={t('password.newHint')}
        error={errors.newPassword?.message}
        required
      >
        {(props) => (
          <input
            {...props}
            {...register('newPassword')}
            className="usa-input"
            type={type}
            autoComplete="new-password"
            aria-required="true"
          />
        )}
      </FormField>
      <FormField label={t('password.confirm')} error={errors.confirmPassword?.message} required>
        {(props) => (
          <input
            {...props}
            {...register('confirmPassword')}
            className="usa-input"
            type={type}
            autoComplete="new-password"
            aria-required="true"
          />
        )}
      </FormField>
      {/* One switch for the three fields; its name stays the same and aria-pressed carries the state. */}
      <button
        type="button"
        className="profile-password-toggle"
        aria-pressed={shown}
        onClick={() => setShown((v) => !v)}
      >
        <span className="profile-password-toggle__box" aria-hidden="true">
          {shown ? '✓' : ''}
        </span>
        {t('password.show')}
      </button>
      <div className="profile-actions">
        <button type="submit" className="usa-button" disabled={change.isPending}>
          {change.isPending ? t('password.submitting') : t('password.submit')}
        </button>
      </div>
    </form>
  );
}
