import type { loginRequest } from '@tracker/contracts/http/identity';
import { INVALID_CREDENTIALS_MESSAGE } from '@tracker/contracts/http/identity-values';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { trackEvent } from '../../../lib/analytics';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { unverifiedEmailOf, useLogIn } from '../api/log-in';
import { useResendVerification } from '../api/resend-verification';
import '../i18n';
import { loginDestination } from '../utils/login-destination';
import { serverMessage } from '../utils/server-message';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from './password-input';
import { lazyZodResolver } from '../../../lib/forms';

type LoginValues = z.input<typeof loginRequest>;

/** `/login`: username or e-mail and password; an unverified account is offered a new verification link. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logIn = useLogIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, z.output<typeof loginRequest>>({
    resolver: lazyZodResolver(() => import('@tracker/contracts/http/identity').then((m) => m.loginRequest)),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(({ username, password }) => {
    setUnverifiedEmail(null);
    logIn.mutate(
      { username, password },
      {
        onSuccess: (user) => {
          queryClient.setQueryData(CURRENT_USER_KEY, user);
          trackEvent('login', { admin: user.isAdmin });
          const from: unknown = (location.state as { from?: unknown } | null)?.from;
          void navigate(loginDestination(user, from), { replace: true });
        },
        onError: (error) => {
          setUnverifiedEmail(unverifiedEmailOf(error));
          toast({
            title: t('login.failedTitle'),
            description: serverMessage(error) ?? translateMessage(INVALID_CREDENTIALS_MESSAGE),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <AuthLayout title={t('login.title')}>
      <div className="usa-alert usa-alert--info usa-alert--slim auth-notice">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            <strong>{t('testNotice.heading')}:</strong> {t('testNotice.body')}
          </p>
        </div>
      </div>
      <p className="auth-intro">{t('login.intro')}</p>

      {unverifiedEmail && <UnverifiedPanel email={unverifiedEmail} />}

      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('login.username')} error={errors.username?.message} required>
          {(field) => (
            <input
              {...field}
              {...register('username')}
              className="usa-input"
              type="text"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              aria-required="true"
            />
          )}
        </FormField>
        <FormField label={t('login.password')} error={errors.password?.message} required>
          {(field) => (
            <PasswordInput
              {...field}
              {...register('password')}
              autoComplete="current-password"
              aria-required="true"
            />
          )}
        </FormField>
        <button type="submit" className="usa-button auth-form__submit" disabled={logIn.isPending}>
          {logIn.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>

      <p>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </AuthLayout>
  );
}

/** Shown after a correct password for an account whose e-mail is not verified yet. */
function UnverifiedPanel({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const resend = useResendVerification();
  const panel = useRef<HTMLDivElement>(null);

  // Keyboard users land on the panel, next to the action it offers.
  useEffect(() => panel.current?.focus(), []);

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: (answer) =>
        toast({ title: t('login.unverified.sentTitle'), description: translateMessage(answer.message) }),
      onError: (error) =>
        toast({
          title: t('login.unverified.failedTitle'),
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <div
      className="usa-alert usa-alert--warning auth-unverified"
      ref={panel}
      tabIndex={-1}
      aria-labelledby="auth-unverified-heading"
      role="region"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="auth-unverified-heading">
          {t('login.unverified.heading')}
        </h2>
        <p className="usa-alert__text">{t('login.unverified.body', { email })}</p>
        <button
          type="button"
          className="usa-button usa-button--outline auth-unverified__button"
          onClick={onResend}
          disabled={resend.isPending}
        >
          {resend.isPending ? t('login.unverified.sending') : t('login.unverified.resend')}
        </button>
      </div>
    </div>
  );
}
