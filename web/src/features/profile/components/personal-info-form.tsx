import { zodResolver } from '@hookform/resolvers/zod';
import { US_STATES } from '@tracker/contracts/constants';
import {
  type CurrentUser,
  normalizeCellNumber,
  type UpdateProfileRequest,
  updateProfileRequest,
} from '@tracker/contracts/http/identity';
import { useQueryClient } from '@tanstack/react-query';
import type { FocusEvent } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { serverMessage } from '../utils/server-message';

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
  'enrollmentStatus',
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
    enrollmentStatus: user.enrollmentStatus,
  };
}

/** Today as `YYYY-MM-DD` in the user's own calendar, the latest birthdate the picker offers. */
function todayLocal(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Personal information: sends only the fields the user changed. */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, dirtyFields, isSubmitted },
  } = useForm<ProfileValues, unknown, z.output<typeof updateProfileRequest>>({
    resolver: zodResolver(updateProfileRequest),
    // Follows the stored user (e.g. after the header's language switch) without undoing the user's edits.
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });

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
        queryClient.setQueryData(CURRENT_USER_KEY, answer.user);
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
    <FormField label={label} error={error(field)} required={required}>
      {(props) => (
        <input
          {...props}
          {...register(field)}
          className="usa-input"
          type="text"
          autoComplete={autoComplete}
          aria-required={required || undefined}
        />
      )}
    </FormField>
  );

  return (
    <form
      className="usa-form usa-form--large profile-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {textInput('username', t('personal.username'), 'username', true)}
      <FormField label={t('personal.email')} hint={t('personal.emailHint')} error={error('email')} required>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            className="usa-input"
            type="email"
            autoComplete="email"
            spellCheck={false}
            aria-required="true"
          />
        )}
      </FormField>
      {user.pendingEmail && (
        <div className="usa-alert usa-alert--info usa-alert--slim profile-pending" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('personal.pendingEmail', { email: user.pendingEmail, current: user.email })}
            </p>
          </div>
        </div>
      )}
      {textInput('firstName', t('personal.firstName'), 'given-name', true)}
      {textInput('lastName', t('personal.lastName'), 'family-name', true)}
      {textInput('address', t('personal.address'), 'street-address')}
      {textInput('city', t('personal.city'), 'address-level2')}
      <FormField label={t('personal.state')} error={error('state')}>
        {(props) => (
          <select {...props} {...register('state')} className="usa-select" autoComplete="address-level1">
            <option value="">{t('personal.stateNone')}</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('personal.zipCode')} hint={t('personal.zipHint')} error={error('zipCode')}>
        {(props) => (
          <input
            {...props}
            {...register('zipCode')}
            className="usa-input usa-input--medium"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        )}
      </FormField>
      <FormField label={t('personal.cellNumber')} hint={t('personal.cellHint')} error={error('cellNumber')}>
        {(props) => (
          <input
            {...props}
            {...register('cellNumber', {
              onBlur: (event: FocusEvent<HTMLInputElement>) => {
                const normalized = normalizeCellNumber(event.target.value);
                if (normalized && normalized !== event.target.value) {
                  setValue('cellNumber', normalized, { shouldDirty: true, shouldValidate: isSubmitted });
                }
              },
            })}
            className="usa-input usa-input--medium"
            type="tel"
            autoComplete="tel-national"
          />
        )}
      </FormField>
      <FormField label={t('personal.preferredLanguage')} error={error('preferredLanguage')}>
        {(props) => (
          <select {...props} {...register('preferredLanguage')} className="usa-select">
            <option value="en" lang="en">
              English
            </option>
            <option value="es" lang="es">
              Español
            </option>
          </select>
        )}
      </FormField>
      <FormField label={t('personal.birthdate')} error={error('birthdate')}>
        {(props) => (
          <input
            {...props}
            {...register('birthdate')}
            className="usa-input profile-input--date"
            type="date"
            max={todayLocal()}
            autoComplete="bday"
          />
        )}
      </FormField>
      <FormField label={t('personal.enrollmentStatus')} error={error('enrollmentStatus')}>
        {(props) => (
          <select {...props} {...register('enrollmentStatus')} className="usa-select">
            <option value="Adult">{t('personal.statusAdult')}</option>
            <option value="Minor">{t('personal.statusMinor')}</option>
          </select>
        )}
      </FormField>
      <div className="profile-actions">
        <button type="submit" className="usa-button" disabled={update.isPending}>
          {update.isPending ? t('personal.saving') : t('personal.save')}
        </button>
        <Link to="/" className="usa-button usa-button--outline">
          {t('personal.cancel')}
        </Link>
      </div>
    </form>
  );
}
