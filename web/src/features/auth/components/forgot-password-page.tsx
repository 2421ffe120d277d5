import type { forgotPasswordRequest } from '@tracker/contracts/http/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { SubmitButton } from '../../../components/submit-button';
import { EmailField } from '../../../components/text-field';
import { lazyZodResolver } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import '../i18n';
import { AuthLinkLine, LoginButtonLink } from './auth-links';
import { AuthLayout } from './auth-layout';

type ForgotValues = z.input<typeof forgotPasswordRequest>;

/** `/forgot-password`: asks for a reset link, then confirms it was sent (without saying whether the account exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const requestReset = useForgotPassword();
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
        <Alert
          type="success"
          focusOnMount
          className="auth-status"
          text={t('forgot.sent.body', { email: sentTo })}
        />
        <div className="auth-actions">
          <button type="button" className="usa-button usa-button--outline" onClick={sendAnother}>
            {t('forgot.sent.again')}
          </button>
          <LoginButtonLink>{t('forgot.backToLogin')}</LoginButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')}>
      <p className="auth-intro">{t('forgot.intro')}</p>
      <form className="usa-form auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          label={t('forgot.email')}
          error={errors.email?.message}
          required
          registration={register('email')}
        />
        <SubmitButton
          pending={requestReset.isPending}
          pendingLabel={t('forgot.submitting')}
          className="auth-form__submit"
        >
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <AuthLinkLine to="/login">{t('forgot.backToLogin')}</AuthLinkLine>
    </AuthLayout>
  );
}
