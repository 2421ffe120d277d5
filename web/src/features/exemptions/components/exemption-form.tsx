import { ATTACHMENT_EXTENSIONS } from '@tracker/contracts/constants/attachments';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { RequestExemptionRequest, UserExemption } from '@tracker/contracts/http/exemptions';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentFileField, useAttachmentFile } from '../../../components/attachment-file-field';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { useRequestTypeName, useTypeWords } from '../hooks/use-type-words';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, lazyZodResolver, useErrorSummary } from '../../../lib/forms';
import { translateMessage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useRequestExemption } from '../api/request-exemption';
import { useOfferedExemptionTypes } from '../api/list-offered-exemption-types';
import { useUpdateUserExemption } from '../api/update-user-exemption';
import {
  defaultDuration,
  durationChoices,
  emptyFormValues,
  EXEMPTION_FIELDS,
  type ExemptionFormValues,
  type ExemptionRequestFields,
  formValuesOf,
  isStudentType,
  requestFields,
  rulesOf,
  type TypeRules,
} from '../lib/exemption-form';
import { ExemptionStudentFields } from './exemption-student-fields';

const createResolver = lazyZodResolver<ExemptionFormValues, ExemptionRequestFields>(() =>
  import('@tracker/contracts/http/exemptions').then((m) => m.requestExemptionRequest),
);
const updateResolver = lazyZodResolver<ExemptionFormValues, ExemptionRequestFields>(() =>
  import('@tracker/contracts/http/exemptions').then((m) => m.updateUserExemptionRequest),
);

/** "Status: server's words" for a failed call, as the original client showed it. */
function statusAndText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const sentence = serverMessage(error);
  return sentence ? `${error.status}: ${sentence}` : error.message;
}

interface ExemptionFormProps {
  /** The request being edited; a new request when absent. */
  exemption?: UserExemption;
  onDone: () => void;
}

/** Requesting an exemption, or editing a request; the types come from the catalogue first. */
export function ExemptionForm({ exemption, onDone }: ExemptionFormProps) {
  const { t } = useTranslation('exemption-management');
  const types = useOfferedExemptionTypes();
  if (types.isPending) return <Spinner />;
  if (types.isError && !exemption) {
    return (
      <div className="dashboard-exemption-form">
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('form.typesLoadError')}</p>
          </div>
        </div>
        <div className="dashboard-form-actions">
          <button type="button" className="usa-button usa-button--outline" onClick={onDone}>
            {t('form.cancel')}
          </button>
        </div>
      </div>
    );
  }
  // A request being edited can do without the catalogue: it knows its own type's rules.
  return <ExemptionFormFields exemption={exemption} types={types.data ?? []} onDone={onDone} />;
}

interface ExemptionFormFieldsProps extends ExemptionFormProps {
  types: readonly ExemptionType[];
}

function ExemptionFormFields({ exemption, types, onDone }: ExemptionFormFieldsProps) {
  const { t } = useTranslation('exemption-management');
  const toast = useToast();
  const create = useRequestExemption();
  const update = useUpdateUserExemption();
  const editing = exemption !== undefined;
  // Refused before anything is sent: a file over 5 MB, or of a type the server does not take.
  const picker = useAttachmentFile((reason) =>
    toast(
      reason === 'tooLarge'
        ? { title: t('form.tooLargeTitle'), description: t('form.tooLargeBody'), variant: 'destructive' }
        : {
            title: t('form.fileTypeTitle'),
            description: t('form.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') }),
            variant: 'destructive',
          },
    ),
  );
  const { file } = picker;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const permanentId = useId();
  const form = useForm<ExemptionFormValues, unknown, ExemptionRequestFields>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: exemption ? formValuesOf(exemption, rulesOf(exemption, types)) : emptyFormValues(),
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const fileItem = editing ? undefined : picker.summaryItem(t('form.file'));
  const summary = useErrorSummary(
    form,
    [
      { name: 'medicaidExemptionId', label: t('form.type') },
      { name: 'requestPermanent', label: t('form.permanent') },
      { name: 'durationRequestedMonths', label: t('form.duration') },
      { name: 'currentlyEnrolled', label: t('student.enrolled') },
      { name: 'schoolName', label: t('student.school') },
      { name: 'creditHours', label: t('student.creditHours') },
      { name: 'expectedGraduationMonth', label: t('student.month') },
      { name: 'expectedGraduationYear', label: t('student.year') },
      { name: 'applicationNotes', label: t('form.notes') },
    ],
    { extra: fileItem ? [fileItem] : [] },
  );

  // Opening the form announces it and starts keyboard users at its top.
  useEffect(() => heading.current?.focus(), []);

  const typeId = watch('medicaidExemptionId');
  const permanent = watch('requestPermanent');
  const rules: TypeRules | undefined = exemption
    ? rulesOf(exemption, types)
    : types.find((type) => type.id === typeId);
  const choices = durationChoices(rules, exemption?.durationRequestedMonths);
  const chosenType = types.find((type) => type.id === typeId);
  const wordsOf = useTypeWords();
  const requestTypeName = useRequestTypeName();
  const chosenWords = chosenType ? wordsOf(chosenType) : undefined;
  const pending = create.isPending || update.isPending;

  // A newly picked type brings its own default duration, and a permanent tick only where it may
  // apply. Set after the render that lists the type's durations, so the select can show the value.
  const shownType = useRef(typeId);
  useEffect(() => {
    if (shownType.current === typeId) return;
    shownType.current = typeId;
    const next = types.find((type) => type.id === typeId);
    setValue('durationRequestedMonths', String(defaultDuration(next)));
    if (!next?.allowsPermanent) setValue('requestPermanent', false);
  }, [typeId, types, setValue]);

  const onSubmit = handleSubmit((parsed) => {
    // The document the person chose stays theirs: the request is not sent without it unless they say so.
    if (!editing && picker.blocked) return;
    const fields = requestFields(parsed, rules);
    if (exemption) {
      update.mutate(
        {
          id: exemption.id,
          // The form has no date inputs; the request keeps the dates it has.
          values: {
            ...fields,
            effectiveDate: exemption.effectiveDate,
            expirationDate: exemption.expirationDate,
          },
        },
        {
          onSuccess: () => {
            toast({ title: t('toast.updated'), description: t('toast.updatedBody') });
            onDone();
          },
          onError: (error) => {
            applyServerFieldErrors(error, setError, EXEMPTION_FIELDS);
            toast({
              title: t('toast.updateFailed'),
              description: serverMessage(error) ?? t('toast.tryAgain'),
              variant: 'destructive',
            });
          },
        },
      );
      return;
    }
    create.mutate(
      { values: { ...fields, isRenewal: false } as RequestExemptionRequest, file },
      {
        onSuccess: () => {
          toast({ title: t('toast.added'), description: t('toast.addedBody') });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, EXEMPTION_FIELDS);
          const fileError = isApiError(error) ? error.fieldErrors.file : undefined;
          if (fileError) picker.refuse(translateMessage(fileError));
          toast({
            title: t('toast.addFailed'),
            description: statusAndText(error) ?? t('toast.tryAgain'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const showDuration = !(rules?.allowsPermanent && permanent);
  const durationBounds = { min: choices[0], max: choices[choices.length - 1] };

  return (
    <form
      className="dashboard-exemption-form"
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {editing ? t('form.editTitle') : t('form.createTitle')}
      </h3>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <FormField
        label={t('form.type')}
        hint={editing ? t('form.typeLocked') : undefined}
        error={errors.medicaidExemptionId?.message}
        required
      >
        {(props) =>
          editing ? (
            // The type of a saved request never changes; the select only shows it.
            <select className="usa-select" {...props} disabled value={exemption.medicaidExemptionId}>
              <option value={exemption.medicaidExemptionId}>{requestTypeName(exemption)}</option>
            </select>
          ) : (
            <select className="usa-select" {...props} {...register('medicaidExemptionId')}>
              <option value="">{t('form.chooseType')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {wordsOf(type).name}
                </option>
              ))}
            </select>
          )
        }
      </FormField>
      {chosenWords?.description && <p className="usa-hint">{chosenWords.description}</p>}
      {chosenWords?.proofHint && (
        <p className="usa-hint">
          <strong>{t('form.proofHint')}</strong> {chosenWords.proofHint}
        </p>
      )}
      {rules?.allowsPermanent && (
        <div className="usa-checkbox dashboard-exemption-form__permanent">
          <input
            className="usa-checkbox__input"
            id={permanentId}
            type="checkbox"
            aria-describedby={`${permanentId}-hint`}
            {...register('requestPermanent')}
          />
          <label className="usa-checkbox__label" htmlFor={permanentId}>
            {t('form.permanent')}
          </label>
          <div className="usa-hint" id={`${permanentId}-hint`}>
            {t('form.permanentHint')}
          </div>
        </div>
      )}
      {showDuration && (
        <FormField
          label={t('form.duration')}
          hint={t('form.durationHint', durationBounds)}
          error={errors.durationRequestedMonths?.message}
        >
          {(props) => (
            <select className="usa-select" {...props} {...register('durationRequestedMonths')}>
              {choices.map((months) => (
                <option key={months} value={String(months)}>
                  {t('form.months', { count: months })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {isStudentType(rules) && <ExemptionStudentFields register={register} errors={errors} />}
      <FormField label={t('form.notes')} hint={t('form.notesHint')} error={errors.applicationNotes?.message}>
        {(props) => (
          <textarea className="usa-textarea" rows={4} {...props} {...register('applicationNotes')} />
        )}
      </FormField>
      {!editing && (
        <AttachmentFileField
          label={t('form.file')}
          hint={t('form.fileHint', { types: ATTACHMENT_EXTENSIONS.join(', ') })}
          className="dashboard-exemption-form__file"
          picker={picker}
        />
      )}
      <div className="dashboard-form-actions">
        <button type="submit" className="usa-button" disabled={pending}>
          {pending ? t('form.saving') : editing ? t('form.save') : t('form.submit')}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
