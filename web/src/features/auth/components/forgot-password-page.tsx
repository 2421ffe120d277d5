import type { forgotPasswordRequest } from '@tracker/contracts/http/identity';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import '../i18n';
import { serverMessage } from '../utils/server-message';
import { AuthLayout } from './auth-layout';
import { lazyZodResolver } from '../../../lib/forms';

type ForgotValues = z.input<typeof forgotPasswordRequest>;

/** `/forgot-password`: asks for a reset link, then confirms it was sent (without saying whether the account exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ForgotValues, unknown, z.output<typeof forgotPasswordRequest>>({
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.forgotPasswordRequest),
    ),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    requestReset.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) =>
        toast({ title: t('forgot.failedTitle'), description: serverMessage(error), variant: 'destructive' }),
    }),
  );

  const sendAnother = () => {
    setSentTo(null);
    // The form comes back with the address still filled in; put the cursor there.
    setTimeout(() => setFocus('email'), 0);
  };

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.sent.title')}>
        <SentNotice email={sentTo} />
        <div className="auth-actions">
          <button type="button" className="usa-button usa-button--outline" onClick={sendAnother}>
            {t('forgot.sent.again')}
          </button>
          <Link className="usa-button" to="/login">
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')}>
      <p className="auth-intro">{t('forgot.intro')}</p>
      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('forgot.email')} error={errors.email?.message} required>
          {(field) => (
            <input
              {...field}
              {...register('email')}
              className="usa-input"
              type="email"
              autoComplete="email"
              spellCheck={false}
              aria-required="true"
            />
          )}
        </FormField>
        <button type="submit" className="usa-button auth-form__submit" disabled={requestReset.isPending}>
          {requestReset.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}

function SentNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div className="usa-alert usa-alert--success auth-status" ref={notice} tabIndex={-1}>
      <div className="usa-alert__body">
        <p className="usa-alert__text">{t('forgot.sent.body', { email })}</p>
      </div>
    </div>
  );
}
