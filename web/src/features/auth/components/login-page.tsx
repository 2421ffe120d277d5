import type { loginRequest } from '@tracker/contracts/http/identity';
import { INVALID_CREDENTIALS_MESSAGE } from '@tracker/contracts/http/identity-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { trackEvent } from '../../../lib/analytics';
import { currentUserQueryOptions } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { unverifiedEmailOf, useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import '../i18n';
import { loginDestination } from '../utils/login-destination';
import { AuthLinkLine } from './auth-links';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-input';

type LoginValues = z.input<typeof loginRequest>;

/** `/login`: username or e-mail and password; an unverified account is offered a new verification link. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logIn = useLogin();
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
          queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
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
      <Alert
        type="info"
        slim
        className="auth-notice"
        text={
          <>
            <strong>{t('testNotice.heading')}:</strong> {t('testNotice.body')}
          </>
        }
      />
      <p className="auth-intro">{t('login.intro')}</p>

      {unverifiedEmail && <UnverifiedPanel email={unverifiedEmail} />}

      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('login.username')}
          error={errors.username?.message}
          required
          registration={register('username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
        <PasswordField
          label={t('login.password')}
          error={errors.password?.message}
          registration={register('password')}
          autoComplete="current-password"
        />
        <SubmitButton
          pending={logIn.isPending}
          pendingLabel={t('login.submitting')}
          className="auth-form__submit"
        >
          {t('login.submit')}
        </SubmitButton>
      </form>

      <AuthLinkLine to="/forgot-password">{t('login.forgot')}</AuthLinkLine>
      <AuthLinkLine to="/register" prompt={t('login.noAccount')}>
        {t('login.register')}
      </AuthLinkLine>
    </AuthLayout>
  );
}

/** Shown after a correct password for an account whose e-mail is not verified yet. */
function UnverifiedPanel({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const resend = useResendVerification();

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
    <Alert
      type="warning"
      role="region"
      // Keyboard users land on the panel, next to the action it offers.
      focusOnMount
      className="auth-unverified"
      heading={t('login.unverified.heading')}
      text={t('login.unverified.body', { email })}
    >
      <button
        type="button"
        className="usa-button usa-button--outline auth-unverified__button"
        onClick={onResend}
        disabled={resend.isPending}
      >
        {resend.isPending ? t('login.unverified.sending') : t('login.unverified.resend')}
      </button>
    </Alert>
  );
}
