import { REDIRECT_DELAY_MS } from '@tracker/contracts/constants';
import type { resetPasswordRequest } from '@tracker/contracts/http/identity';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { useToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import '../i18n';
import { serverMessage } from '../utils/server-message';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from './password-input';

type ResetValues = z.input<typeof resetPasswordRequest>;

/** Goes to the login page after the spec's pause, unless the page is left first. */
function useRedirectToLogin(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

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
      <div className="usa-alert usa-alert--error auth-status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('reset.invalidBody')}</p>
          <p className="usa-alert__text">{t('reset.redirecting')}</p>
        </div>
      </div>
      <div className="auth-actions">
        <Link className="usa-button usa-button--outline" to="/forgot-password">
          {t('reset.requestNew')}
        </Link>
        <Link className="usa-button" to="/login">
          {t('reset.login')}
        </Link>
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

  if (done) return <ResetDone />;

  return (
    <AuthLayout title={t('reset.title')}>
      <p className="auth-intro">{t('reset.intro')}</p>
      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label={t('reset.newPassword')}
          hint={t('reset.newPasswordHint')}
          error={errors.newPassword?.message ?? errors.token?.message}
          required
        >
          {(field) => (
            <PasswordInput
              {...field}
              {...register('newPassword')}
              autoComplete="new-password"
              aria-required="true"
            />
          )}
        </FormField>
        <FormField label={t('reset.confirmPassword')} error={errors.confirmPassword?.message} required>
          {(field) => (
            <PasswordInput
              {...field}
              {...register('confirmPassword')}
              autoComplete="new-password"
              aria-required="true"
            />
          )}
        </FormField>
        <button type="submit" className="usa-button auth-form__submit" disabled={reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}

function ResetDone() {
  const { t } = useTranslation('auth');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <AuthLayout title={t('reset.successTitle')}>
      <div className="usa-alert usa-alert--success auth-status" ref={notice} tabIndex={-1}>
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('reset.successBody')}</p>
        </div>
      </div>
      <Link className="usa-button" to="/login" replace>
        {t('reset.login')}
      </Link>
    </AuthLayout>
  );
}
