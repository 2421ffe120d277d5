import type { Activity, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SubmitErrorHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withEntryWindow } from '../../../lib/entry-window';
import { applyServerFieldErrors, useErrorSummary } from '../../../lib/forms';
import { useToast } from '../../../lib/toast';
import type { ActivityFormValues } from '../components/activity-fields';
import type { ActivityEdit } from '../api/update-activity';
import { serverMessage } from '../../../lib/server-message';
import { ACTIVITY_FIELDS, updateActivityResolver } from '../lib/resolver';
import { lateEntryMonth, useActivityEntryWindow } from './use-entry-window';
import '../i18n';

/** How an edit form's values reach the server; the two edit forms differ only in the body's encoding. */
export type SaveActivityMutation = UseMutationResult<UpdateActivityResponse, Error, ActivityEdit>;

interface ActivityEditFormOptions {
  activity: Activity;
  save: SaveActivityMutation;
  onSaved: () => void;
  /** Called when the contract's check fails before anything is sent. */
  onInvalid?: SubmitErrorHandler<ActivityFormValues>;
}

/**
 * The form state and submit handling both activity edit forms share: the activity's values to start
 * from, the contract's check and the entry window's, and the same toasts and field errors for the
 * server's answer. An activity dated in a closed month, or moved into one, is refused before sending,
 * unless state staff give their reason for the late entry. `summary` is what the form's
 * `ErrorSummary` lists.
 */
export function useActivityEditForm({ activity, save, onSaved, onInvalid }: ActivityEditFormOptions) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const entryWindow = useActivityEntryWindow();
  const { check } = entryWindow;
  const resolver = useMemo(
    () =>
      withEntryWindow(updateActivityResolver, () => ({
        ...check.current,
        // The date it has now counts too: editing an activity of a closed month changes that month.
        currentDate: activity.date,
      })),
    [check, activity.date],
  );
  const form = useForm<ActivityFormValues, unknown, Parameters<SaveActivityMutation['mutate']>[0]['values']>({
    resolver,
    defaultValues: {
      type: activity.type,
      hours: String(activity.hours),
      date: activity.date,
      description: activity.description,
      lateEntryReason: '',
    },
    // The error summary takes the focus instead, and leads to each field.
    shouldFocusError: false,
  });
  const { setError, getValues } = form;
  const lateMonth = lateEntryMonth(form.watch('date'), check.current, activity.date);
  const summary = useErrorSummary(form, [
    { name: 'type', label: t('fields.type') },
    { name: 'hours', label: t('fields.hours') },
    { name: 'date', label: t('fields.date') },
    { name: 'description', label: t('fields.description') },
    { name: 'lateEntryReason', label: t('lateEntryReason', { ns: 'entryWindow' }) },
  ]);

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(
        {
          id: activity.id,
          values,
          lateEntryReason: lateMonth === undefined ? undefined : getValues('lateEntryReason').trim(),
        },
        {
          onSuccess: () => {
            toast({ title: t('toast.success'), description: t('toast.updated') });
            onSaved();
          },
          onError: (error) => {
            applyServerFieldErrors(error, setError, ACTIVITY_FIELDS);
            toast({
              title: t('toast.error'),
              description: serverMessage(error, t('toast.updateFailed')),
              variant: 'destructive',
            });
          },
        },
      ),
    onInvalid,
  );

  return { ...form, onSubmit, dateWindow: entryWindow.dateWindow, lateMonth, summary };
}
