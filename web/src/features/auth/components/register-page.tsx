import { DEFAULT_LANGUAGE, DEFAULT_STATE_CODE } from '@tracker/contracts/constants/accounts';
import type { registerRequest } from '@tracker/contracts/http/identity';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import {
  BirthdateField,
  LanguageSelect,
  PhoneField,
  StateSelect,
  ZipCodeField,
} from '../../../components/person-fields';
import { SubmitButton } from '../../../components/submit-button';
import { EmailField, TextField } from '../../../components/text-field';
import { trackEvent } from '../../../lib/analytics';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { isLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import '../i18n';
import { AuthLinkLine, LoginButtonLink } from './auth-links';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-input';

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
] as const satisfies readonly Path<RegisterValues>[];
type Field = (typeof FIELDS)[number];

/** Each field's label key, for the error summary's links. */
const LABELS: Record<Field, string> = {
  firstName: 'register.firstName',
  lastName: 'register.lastName',
  birthdate: 'register.birthdate',
  address: 'register.street',
  city: 'register.city',
  state: 'register.state',
  zipCode: 'register.zipCode',
  cellNumber: 'register.cellNumber',
  preferredLanguage: 'register.preferredLanguage',
  username: 'register.username',
  email: 'register.email',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
};

/** `/register`: creates an unverified account, then tells the user to verify the e-mail before logging in. */
export function RegisterPage() {
  const { t, i18n: translation } = useTranslation('auth');
  const toast = useToast();
  const registerAccount = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const form = useForm<RegisterValues, unknown, z.output<typeof registerRequest>>({
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
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
      preferredLanguage: isLanguage(translation.language) ? translation.language : DEFAULT_LANGUAGE,
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;
  const summary = useErrorSummary(
    form,
    FIELDS.map((name) => ({ name, label: t(LABELS[name]) })),
  );

  // The page's language is the best guess at the person's until they choose one themselves: switching
  // the page to Spanish before filling the form asks for Spanish texts and e-mails too.
  const pageLanguage = translation.language;
  useEffect(() => {
    if (!isLanguage(pageLanguage) || getFieldState('preferredLanguage').isDirty) return;
    setValue('preferredLanguage', pageLanguage);
  }, [pageLanguage, getFieldState, setValue]);

  const onSubmit = handleSubmit((values) => {
    registerAccount.mutate(values, {
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
    });
  });

  if (registeredEmail) {
    // The account exists but cannot log in until the e-mailed link is used.
    return (
      <AuthLayout title={t('register.success.title')}>
        <Alert
          type="success"
          focusOnMount
          className="auth-status"
          text={[t('register.success.body', { email: registeredEmail }), t('register.success.note')]}
        />
        <LoginButtonLink>{t('register.success.login')}</LoginButtonLink>
      </AuthLayout>
    );
  }

  const field = (name: Field) => ({ error: errors[name]?.message, registration: register(name) });
  const text = (name: 'firstName' | 'lastName' | 'address' | 'city', label: string, autoComplete: string) => (
    <TextField label={label} {...field(name)} required autoComplete={autoComplete} />
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
        <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.personal')}</legend>
          {text('firstName', t('register.firstName'), 'given-name')}
          {text('lastName', t('register.lastName'), 'family-name')}
          <BirthdateField
            label={t('register.birthdate')}
            hint={t('register.birthdateHint')}
            {...field('birthdate')}
          />
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.address')}</legend>
          {text('address', t('register.street'), 'street-address')}
          {text('city', t('register.city'), 'address-level2')}
          <StateSelect label={t('register.state')} required {...field('state')} />
          <ZipCodeField
            label={t('register.zipCode')}
            hint={t('register.zipHint')}
            required
            {...field('zipCode')}
          />
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.contact')}</legend>
          <PhoneField
            label={t('register.cellNumber')}
            hint={t('register.cellHint')}
            required
            {...field('cellNumber')}
          />
          <LanguageSelect
            label={t('register.preferredLanguage')}
            hint={t('register.languageHint')}
            {...field('preferredLanguage')}
          />
        </fieldset>

        <fieldset className="usa-fieldset auth-fieldset">
          <legend className="usa-legend usa-legend--large">{t('register.account')}</legend>
          <TextField
            label={t('register.username')}
            hint={t('register.usernameHint')}
            required
            {...field('username')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <EmailField
            label={t('register.email')}
            hint={t('register.emailHint')}
            required
            {...field('email')}
          />
          <PasswordField
            label={t('register.password')}
            hint={t('register.passwordHint')}
            {...field('password')}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('register.confirmPassword')}
            {...field('confirmPassword')}
            autoComplete="new-password"
          />
        </fieldset>

        <SubmitButton
          pending={registerAccount.isPending}
          pendingLabel={t('register.submitting')}
          className="auth-form__submit"
        >
          {t('register.submit')}
        </SubmitButton>
      </form>
      <AuthLinkLine to="/login" prompt={t('register.haveAccount')}>
        {t('register.login')}
      </AuthLinkLine>
    </AuthLayout>
  );
}
