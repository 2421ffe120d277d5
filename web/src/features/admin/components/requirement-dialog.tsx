import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserProfile, ChangeRequirementRequest } from '@tracker/contracts/http/admin-users';
import { REQUIRED_MONTHLY_HOURS_MAX, REQUIRED_MONTHLY_HOURS_MIN } from '@tracker/contracts/http/identity';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useRules } from '../../../lib/rules';
import { useToast } from '../../../lib/toast';
import { useChangeRequirement } from '../api/change-requirement';
import { useFailureToast } from '../lib/failure-toast';
import { formatNumber } from '../lib/format';
import { requirementFormSchema } from '../lib/requirement-form';
import { fullName } from '../lib/user-table';
import '../i18n';
import { FormDialogActions } from '../../../components/form-dialog-actions';

/** The form's inputs as typed; the schema turns them into the request. */
interface RequirementValues {
  /** Whether the state's rule decides the hours, or hours set for this person do. */
  rule: 'state' | 'person';
  requiredMonthlyHours: string;
  birthdate: string;
  /** The state's determination that this person is a seasonal worker. */
  seasonalWorker: boolean;
}

const FIELDS = ['requiredMonthlyHours', 'birthdate'] as const;

function valuesOf(profile: AdminUserProfile): RequirementValues {
  return {
    rule: profile.requiredHoursOverride === null ? 'state' : 'person',
    requiredMonthlyHours: profile.requiredHoursOverride === null ? '' : String(profile.requiredHoursOverride),
    birthdate: profile.dateOfBirth ?? '',
    seasonalWorker: profile.seasonalWorker,
  };
}

/** Today as `YYYY-MM-DD` in the reader's calendar, the latest birthdate the picker offers. */
function todayLocal(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface RequirementDialogProps {
  profile: AdminUserProfile;
  onClose: () => void;
}

/**
 * Changes what decides one person's compliance: the hours the state's rule sets, or hours set for
 * this person, the date of birth, and whether the state found the person to be a seasonal worker.
 * Sends only what changed; the change is audited.
 */
export function RequirementDialog({ profile, onClose }: RequirementDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const failed = useFailureToast();
  const update = useChangeRequirement(profile.id);
  const formId = useId();
  const ruleId = useId();
  const seasonalId = useId();
  // The months a seasonal worker's pay is averaged over come from the active rules; a profile that
  // does not average pay makes the checkbox a record of the state's finding only.
  const rules = useRules().data;
  const seasonalMonths = rules === undefined ? undefined : (rules.income?.seasonalAverageMonths ?? 0);
  const [unchanged, setUnchanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RequirementValues, unknown, ChangeRequirementRequest>({
    resolver: zodResolver(requirementFormSchema),
    defaultValues: valuesOf(profile),
  });
  const rule = watch('rule');
  const name = fullName(profile) || profile.username;

  const onSubmit = handleSubmit((values) => {
    const changes: ChangeRequirementRequest = {};
    const hours = values.requiredMonthlyHours ?? null;
    const birthdate = values.birthdate ?? null;
    if (hours !== profile.requiredHoursOverride) changes.requiredMonthlyHours = hours;
    if (birthdate !== profile.dateOfBirth) changes.birthdate = birthdate;
    if (values.seasonalWorker !== undefined && values.seasonalWorker !== profile.seasonalWorker) {
      changes.seasonalWorker = values.seasonalWorker;
    }
    if (Object.keys(changes).length === 0) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    update.mutate(changes, {
      onSuccess: (answer) => {
        toast({
          title: t('requirementDialog.savedTitle'),
          description: t('requirementDialog.savedBody', {
            name,
            hours: formatNumber(answer.requiredHours, i18n.language),
          }),
        });
        onClose();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        failed(error);
      },
    });
  });

  return (
    <ModalDialog
      title={t('requirementDialog.title', { name })}
      description={
        <>
          <p>{t('requirementDialog.intro')}</p>
          <p>{t('requirementDialog.audit')}</p>
        </>
      }
      onClose={onClose}
      closeLabel={t('dialog.close')}
      closeDisabled={update.isPending}
      className="admin-dialog"
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel={t('requirementDialog.save')}
          pendingLabel={t('requirementDialog.saving')}
          cancelLabel={t('requirementDialog.cancel')}
          pending={update.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        className="usa-form admin-dialog__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className="usa-fieldset usa-form-group">
          <legend className="usa-legend">{t('requirementDialog.hoursLegend')}</legend>
          <div className="usa-radio">
            <input
              className="usa-radio__input"
              id={`${ruleId}-state`}
              type="radio"
              value="state"
              {...register('rule')}
            />
            <label className="usa-radio__label" htmlFor={`${ruleId}-state`}>
              {t('requirementDialog.stateRule')}
              <span className="usa-radio__label-description">{t('requirementDialog.stateRuleHint')}</span>
            </label>
          </div>
          <div className="usa-radio">
            <input
              className="usa-radio__input"
              id={`${ruleId}-person`}
              type="radio"
              value="person"
              {...register('rule')}
            />
            <label className="usa-radio__label" htmlFor={`${ruleId}-person`}>
              {t('requirementDialog.personRule')}
            </label>
          </div>
        </fieldset>
        {rule === 'person' && (
          <FormField
            label={t('requirementDialog.hours')}
            hint={t('requirementDialog.hoursHint', {
              min: REQUIRED_MONTHLY_HOURS_MIN,
              max: REQUIRED_MONTHLY_HOURS_MAX,
            })}
            error={errors.requiredMonthlyHours?.message}
            required
          >
            {(props) => (
              <input
                className="usa-input usa-input--small"
                type="number"
                inputMode="decimal"
                min={REQUIRED_MONTHLY_HOURS_MIN}
                max={REQUIRED_MONTHLY_HOURS_MAX}
                step="any"
                aria-required
                {...props}
                {...register('requiredMonthlyHours')}
              />
            )}
          </FormField>
        )}
        <FormField
          label={t('requirementDialog.birthdate')}
          hint={t('requirementDialog.birthdateHint')}
          error={errors.birthdate?.message}
        >
          {(props) => (
            <input
              className="usa-input usa-input--medium"
              type="date"
              max={todayLocal()}
              {...props}
              {...register('birthdate')}
            />
          )}
        </FormField>
        <div className="usa-checkbox usa-form-group">
          <input
            className="usa-checkbox__input"
            id={seasonalId}
            type="checkbox"
            {...register('seasonalWorker')}
          />
          <label className="usa-checkbox__label" htmlFor={seasonalId}>
            {t('requirementDialog.seasonalWorker')}
            <span className="usa-checkbox__label-description">
              {seasonalMonths === undefined
                ? null
                : seasonalMonths > 0
                  ? t('requirementDialog.seasonalWorkerHint', { count: seasonalMonths })
                  : t('requirementDialog.seasonalWorkerNoAveraging')}
            </span>
          </label>
        </div>
        {/* Always there, so the news is announced when it appears. */}
        <div role="status">
          {unchanged && (
            <Alert type="info" slim className="admin-dialog__note" text={t('requirementDialog.unchanged')} />
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
