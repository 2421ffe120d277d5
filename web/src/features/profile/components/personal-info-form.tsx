import type {
  CurrentUser,
  UpdateProfileRequest,
  updateProfileRequest,
} from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import {
  BirthdateField,
  LanguageSelect,
  PhoneField,
  StateSelect,
  ZipCodeField,
} from '../../../components/person-fields';
import { SubmitButton } from '../../../components/submit-button';
import { EmailField, TextField } from '../../../components/text-field';
import { currentUserQueryOptions } from '../../../lib/auth';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { PhoneConfirmation } from './phone-confirmation';

type ProfileValues = z.input<typeof updateProfileRequest>;

const FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'cellNumber',
  'preferredLanguage',
  'birthdate',
] as const satisfies readonly Path<ProfileValues>[];
type Field = (typeof FIELDS)[number];

const PLAIN_UPDATE_MESSAGE = 'Profile updated successfully';

/** The form's values for a user: empty text where the record has nothing. */
function valuesOf(user: CurrentUser): ProfileValues {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    cellNumber: user.cellNumber ?? '',
    preferredLanguage: user.preferredLanguage,
    birthdate: user.birthdate ?? '',
  };
}

/** Today as `YYYY-MM-DD` in the user's own calendar, the latest birthdate the picker offers. */
function todayLocal(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Personal information: sends only the fields the user changed. A birthdate on file is shown but
 * not offered for change (the state's staff correct it), and while an administrator impersonates,
 * the username, e-mail and cell number are shown the same way: the server refuses both.
 */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, z.output<typeof updateProfileRequest>>({
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.updateProfileRequest),
    ),
    // Follows the stored user (e.g. after the header's language switch) without undoing the user's edits.
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, dirtyFields },
  } = form;
  const summary = useErrorSummary(
    form,
    FIELDS.map((name) => ({ name, label: t(`personal.${name}`) })),
  );
  const cellNumber = watch('cellNumber');
  const identityLocked = user.isImpersonating;
  const birthdateLocked = user.birthdate !== null;
  const lockedHint = t('personal.lockedWhileImpersonating');

  const onSubmit = handleSubmit((values) => {
    const changed = FIELDS.filter((field) => dirtyFields[field]);
    if (changed.length === 0) {
      toast({ title: t('personal.noChangesTitle'), description: t('personal.noChangesBody') });
      return;
    }
    const changes = Object.fromEntries(
      changed.map((field) => [field, values[field]]),
    ) as UpdateProfileRequest;
    update.mutate(changes, {
      onSuccess: (answer) => {
        queryClient.setQueryData(currentUserQueryOptions.queryKey, answer.user);
        reset(valuesOf(answer.user));
        toast({
          title: t('personal.successTitle'),
          description: answer.message !== PLAIN_UPDATE_MESSAGE ? translateMessage(answer.message) : undefined,
        });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({
          title: t('personal.failedTitle'),
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    });
  });

  const error = (field: Field) => errors[field]?.message;
  const textInput = (field: Field, label: string, autoComplete: string, required = false) => (
    <TextField
      label={label}
      error={error(field)}
      required={required}
      registration={register(field)}
      autoComplete={autoComplete}
    />
  );

  return (
    <form
      className="usa-form usa-form--large profile-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      {identityLocked && (
        <Alert
          type="info"
          slim
          className="profile-locked"
          text={[t('personal.impersonatingNote'), t('personal.impersonatingAudit')]}
        />
      )}
      <TextField
        label={t('personal.username')}
        hint={identityLocked ? lockedHint : undefined}
        error={error('username')}
        required={!identityLocked}
        registration={register('username')}
        autoComplete="username"
        readOnly={identityLocked}
      />
      <EmailField
        label={t('personal.email')}
        hint={identityLocked ? lockedHint : t('personal.emailHint')}
        error={error('email')}
        required={!identityLocked}
        registration={register('email')}
        readOnly={identityLocked}
      />
      {user.pendingEmail && (
        <Alert
          type="info"
          slim
          role="status"
          className="profile-pending"
          text={t('personal.pendingEmail', { email: user.pendingEmail, current: user.email })}
        />
      )}
      {textInput('firstName', t('personal.firstName'), 'given-name', true)}
      {textInput('lastName', t('personal.lastName'), 'family-name', true)}
      {textInput('address', t('personal.address'), 'street-address')}
      {textInput('city', t('personal.city'), 'address-level2')}
      <StateSelect
        label={t('personal.state')}
        error={error('state')}
        registration={register('state')}
        emptyLabel={t('personal.stateNone')}
      />
      <ZipCodeField
        label={t('personal.zipCode')}
        hint={t('personal.zipHint')}
        error={error('zipCode')}
        registration={register('zipCode')}
      />
      <PhoneField
        label={t('personal.cellNumber')}
        hint={identityLocked ? lockedHint : t('personal.cellHint')}
        error={error('cellNumber')}
        registration={register('cellNumber')}
        readOnly={identityLocked}
      />
      {/* A new number starts unconfirmed once saved; its confirmation waits for the save. */}
      <PhoneConfirmation
        key={user.cellNumber ?? ''}
        user={user}
        edited={(cellNumber ?? '') !== (user.cellNumber ?? '')}
      />
      <LanguageSelect
        label={t('personal.preferredLanguage')}
        error={error('preferredLanguage')}
        registration={register('preferredLanguage')}
      />
      <BirthdateField
        label={t('personal.birthdate')}
        hint={birthdateLocked ? t('personal.birthdateLocked') : undefined}
        error={error('birthdate')}
        registration={register('birthdate')}
        max={todayLocal()}
        readOnly={birthdateLocked}
      />
      <FormField label={t('personal.enrollmentStatus')} hint={t('personal.enrollmentStatusHint')}>
        {(props) => (
          <input
            {...props}
            className="usa-input usa-input--medium"
            type="text"
            readOnly
            value={user.enrollmentStatus === 'Minor' ? t('personal.statusMinor') : t('personal.statusAdult')}
          />
        )}
      </FormField>
      <div className="profile-actions">
        <SubmitButton pending={update.isPending} pendingLabel={t('personal.saving')}>
          {t('personal.save')}
        </SubmitButton>
        <Link to="/" className="usa-button usa-button--outline">
          {t('personal.cancel')}
        </Link>
      </div>
    </form>
  );
}
