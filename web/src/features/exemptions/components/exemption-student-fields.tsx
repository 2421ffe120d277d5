import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { FormField } from '../../../components/form-field';
import type { ExemptionFormValues } from '../lib/exemption-form';

interface StudentFieldsProps {
  register: UseFormRegister<ExemptionFormValues>;
  errors: FieldErrors<ExemptionFormValues>;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The school details the student exemption asks for. */
export function ExemptionStudentFields({ register, errors }: StudentFieldsProps) {
  const { t, i18n } = useTranslation('exemption-management');
  const enrolledId = useId();
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'long', timeZone: 'UTC' });
  return (
    <fieldset className="usa-fieldset dashboard-exemption-form__student">
      <legend className="usa-legend">{t('student.legend')}</legend>
      <div className="usa-checkbox">
        <input
          className="usa-checkbox__input"
          id={enrolledId}
          type="checkbox"
          {...register('currentlyEnrolled')}
        />
        <label className="usa-checkbox__label" htmlFor={enrolledId}>
          {t('student.enrolled')}
        </label>
      </div>
      <FormField label={t('student.school')} error={errors.schoolName?.message}>
        {(props) => <input className="usa-input" maxLength={255} {...props} {...register('schoolName')} />}
      </FormField>
      <FormField label={t('student.creditHours')} error={errors.creditHours?.message}>
        {(props) => (
          <input
            className="usa-input usa-input--small"
            type="number"
            inputMode="decimal"
            min={0}
            max={99}
            step="any"
            {...props}
            {...register('creditHours')}
          />
        )}
      </FormField>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{t('student.graduation')}</legend>
        <div className="dashboard-exemption-form__row">
          <FormField label={t('student.month')} error={errors.expectedGraduationMonth?.message}>
            {(props) => (
              <select className="usa-select" {...props} {...register('expectedGraduationMonth')}>
                <option value="">{t('student.chooseMonth')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('student.year')} error={errors.expectedGraduationYear?.message}>
            {(props) => (
              <input
                className="usa-input usa-input--small"
                type="number"
                inputMode="numeric"
                min={2000}
                max={2100}
                {...props}
                {...register('expectedGraduationYear')}
              />
            )}
          </FormField>
        </div>
      </fieldset>
    </fieldset>
  );
}
