import type { resetPasswordRequest } from '@tracker/contracts/http/identity';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { SubmitButton } from '../../../components/submit-button';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { useRedirectToLogin } from '../hooks/use-redirect-to-login';
import '../i18n';
import { LoginButtonLink } from './auth-links';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-input';

type ResetValues = z.input<typeof resetPasswordRequest>;

/** `/reset-password?token=`: a new password for the account the e-mailed link belongs to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ResetForm token={token} /> : <MissingToken />;
}

function MissingToken() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  // Once on arrival, not again when the language changes.
  useEffect(() => {
    toast({ title: t('reset.invalidTitle'), description: t('reset.invalidBody'), variant: 'destructive' });
  }, []);
  useRedirectToLogin(true);
  return (
    <AuthLayout title={t('reset.invalidTitle')}>
      <Alert type="error" className="auth-status" text={[t('reset.invalidBody'), t('reset.redirecting')]} />
      <div className="auth-actions">
        <Link className="usa-button usa-button--outline" to="/forgot-password">
          {t('reset.requestNew')}
        </Link>
        <LoginButtonLink>{t('reset.login')}</LoginButtonLink>
      </div>
    </AuthLayout>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordRequest>>({
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.resetPasswordRequest),
    ),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  useRedirectToLogin(done);

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['newPassword', 'confirmPassword'])) return;
        toast({
          title: t('reset.failedTitle'),
          description: serverMessage(error) ?? t('reset.failedBody'),
          variant: 'destructive',
        });
      },
    }),
  );

  if (done) {
    return (
      <AuthLayout title={t('reset.successTitle')}>
        <Alert type="success" focusOnMount className="auth-status" text={t('reset.successBody')} />
        <LoginButtonLink replace>{t('reset.login')}</LoginButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <p className="auth-intro">{t('reset.intro')}</p>
      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('reset.newPassword')}
          hint={t('reset.newPasswordHint')}
          error={errors.newPassword?.message ?? errors.token?.message}
          registration={register('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
          autoComplete="new-password"
        />
        <SubmitButton
          pending={reset.isPending}
          pendingLabel={t('reset.submitting')}
          className="auth-form__submit"
        >
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
