import type { changePasswordRequest } from '@tracker/contracts/http/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ShowPasswordToggle } from '../../../components/show-password-toggle';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

type PasswordValues = z.input<typeof changePasswordRequest>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
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
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.changePasswordRequest),
    ),
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

  const passwordField = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      error={errors[name]?.message}
      required
      registration={register(name)}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
    />
  );

  return (
    <form
      className="usa-form usa-form--large profile-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {passwordField('currentPassword', t('password.current'), 'current-password')}
      {passwordField('newPassword', t('password.new'), 'new-password', t('password.newHint'))}
      {passwordField('confirmPassword', t('password.confirm'), 'new-password')}
      {/* One switch for the three fields. */}
      <ShowPasswordToggle
        shown={shown}
        onToggle={() => setShown((value) => !value)}
        label={t('password.show')}
        className="profile-password-toggle"
      />
      <div className="profile-actions">
        <SubmitButton pending={change.isPending} pendingLabel={t('password.submitting')}>
          {t('password.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
