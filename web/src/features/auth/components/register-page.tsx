import {
  DEFAULT_LANGUAGE,
  DEFAULT_REQUIRED_MONTHLY_HOURS,
  DEFAULT_STATE_CODE,
  US_STATES,
} from '@tracker/contracts/constants';
import type { registerRequest } from '@tracker/contracts/http/identity';
import { normalizeCellNumber } from '@tracker/contracts/http/identity-values';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { trackEvent } from '../../../lib/analytics';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { i18n, isLanguage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useRegisterAccount } from '../api/register-account';
import '../i18n';
import { serverMessage } from '../utils/server-message';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from './password-input';

type RegisterValues = z.input<typeof registerRequest>;

const FIELDS = [
  'firstName',
  'lastName',
  'birthdate',
  'address',
  'city',
  'state',
  'zipCode',
  'cellNumber',
  'preferredLanguage',
  'username',
  'email',
  'password',
  'confirmPassword',
  'requiredMonthlyHours',
] as const satisfies readonly Path<RegisterValues>[];

const message = (error: { message?: string } | undefined) => error?.message;

/** `/register`: creates an unverified account, then tells the user to verify the e-mail before logging in. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const registerAccount = useRegisterAccount();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<RegisterValues, unknown, z.output<typeof registerRequest>>({
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.registerRequest),
    ),
    defaultValues: {
      firstName: '',
      lastName: '',
      birthdate: '',
      address: '',
      city: '',
      state: DEFAULT_STATE_CODE,
      zipCode: '',
      cellNumber: '',
      // Someone reading the site in Spanish most likely wants Spanish e-mails too.
      preferredLanguage: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      // Not asked: the requirement is set by the program, the server takes it as text.
      requiredMonthlyHours: String(DEFAULT_REQUIRED_MONTHLY_HOURS),
    },
  });

  const onSubmit = handleSubmit((values) => {
    registerAccount.mutate(
      { ...values, requiredMonthlyHours: String(values.requiredMonthlyHours) },
      {
        onSuccess: () => {
          trackEvent('register');
          setRegisteredEmail(values.email);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            title: t('register.failedTitle'),
            description: serverMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  });

  if (registeredEmail) return <RegisteredNotice email={registeredEmail} />;

  const text = (
    name: 'firstName' | 'lastName' | 'address' | 'city' | 'zipCode',
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <FormField label={label} error={message(errors[name])} hint={hint} required>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className="usa-input"
          type="text"
          autoComplete={autoComplete}
          aria-required="true"
        />
      )}
    </FormField>
  );

  return (
    <AuthLayout title={t('register.title')}>
      <p className="auth-intro">{t('register.intro')}</p>
      <p className="usa-hint">{t('requiredNote')}</p>
      <form
        className="usa-form usa-form--large auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.personal')}</legend>
          {text('firstName', t('register.firstName'), 'given-name')}
          {text('lastName', t('register.lastName'), 'family-name')}
          <FormField
            label={t('register.birthdate')}
            hint={t('register.birthdateHint')}
            error={message(errors.birthdate)}
          >
            {(field) => (
              <input
                {...field}
                {...register('birthdate')}
                className="usa-input auth-input--date"
                type="date"
                autoComplete="bday"
              />
            )}
          </FormField>
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.address')}</legend>
          {text('address', t('register.street'), 'street-address')}
          {text('city', t('register.city'), 'address-level2')}
          <FormField label={t('register.state')} error={message(errors.state)} required>
            {(field) => (
              <select
                {...field}
                {...register('state')}
                className="usa-select"
                autoComplete="address-level1"
                aria-required="true"
              >
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name} ({state.code})
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('register.zipCode')}
            hint={t('register.zipHint')}
            error={message(errors.zipCode)}
            required
          >
            {(field) => (
              <input
                {...field}
                {...register('zipCode')}
                className="usa-input usa-input--medium"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                aria-required="true"
              />
            )}
          </FormField>
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.contact')}</legend>
          <FormField
            label={t('register.cellNumber')}
            hint={t('register.cellHint')}
            error={message(errors.cellNumber)}
            required
          >
            {(field) => (
              <input
                {...field}
                {...register('cellNumber', {
                  onBlur: (event: FocusEvent<HTMLInputElement>) => {
                    const normalized = normalizeCellNumber(event.target.value);
                    if (normalized && normalized !== event.target.value) {
                      setValue('cellNumber', normalized, { shouldValidate: isSubmitted });
                    }
                  },
                })}
                className="usa-input usa-input--medium"
                type="tel"
                autoComplete="tel-national"
                aria-required="true"
              />
            )}
          </FormField>
          <FormField
            label={t('register.preferredLanguage')}
            hint={t('register.languageHint')}
            error={message(errors.preferredLanguage)}
          >
            {(field) => (
              <select {...field} {...register('preferredLanguage')} className="usa-select">
                <option value="en" lang="en">
                  English
                </option>
                <option value="es" lang="es">
                  Español
                </option>
              </select>
            )}
          </FormField>
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.account')}</legend>
          <FormField
            label={t('register.username')}
            hint={t('register.usernameHint')}
            error={message(errors.username)}
            required
          >
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
          <FormField
            label={t('register.email')}
            hint={t('register.emailHint')}
            error={message(errors.email)}
            required
          >
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
          <FormField
            label={t('register.password')}
            hint={t('register.passwordHint')}
            error={message(errors.password)}
            required
          >
            {(field) => (
              <PasswordInput
                {...field}
                {...register('password')}
                autoComplete="new-password"
                aria-required="true"
              />
            )}
          </FormField>
          <FormField label={t('register.confirmPassword')} error={message(errors.confirmPassword)} required>
            {(field) => (
              <PasswordInput
                {...field}
                {...register('confirmPassword')}
                autoComplete="new-password"
                aria-required="true"
              />
            )}
          </FormField>
        </fieldset>

        <button type="submit" className="usa-button auth-form__submit" disabled={registerAccount.isPending}>
          {registerAccount.isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthLayout>
  );
}

/** After registering: the account exists but cannot log in until the e-mailed link is used. */
function RegisteredNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <AuthLayout title={t('register.success.title')}>
      <div className="usa-alert usa-alert--success auth-status" ref={notice} tabIndex={-1}>
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('register.success.body', { email })}</p>
          <p className="usa-alert__text">{t('register.success.note')}</p>
        </div>
      </div>
      <Link className="usa-button" to="/login">
        {t('register.success.login')}
      </Link>
    </AuthLayout>
  );
}
