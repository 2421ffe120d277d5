import type {
  Activity,
  UpdateActivityRequest,
  UpdateActivityResponse,
} from '@tracker/contracts/http/activities';
import type { UseMutationResult } from '@tanstack/react-query';
import { type SubmitErrorHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../lib/forms';
import { useToast } from '../../lib/toast';
import type { ActivityFormValues } from './activity-fields';
import { serverMessage } from './lib/messages';
import { ACTIVITY_FIELDS, updateActivityResolver } from './lib/resolver';
import './i18n';

/** How an edit form's values reach the server; the two edit forms differ only in the body's encoding. */
export type SaveActivityMutation = UseMutationResult<
  UpdateActivityResponse,
  Error,
  { id: string; values: UpdateActivityRequest }
>;

interface ActivityEditFormOptions {
  activity: Activity;
  save: SaveActivityMutation;
  onSaved: () => void;
  /** Called when the contract's check fails before anything is sent. */
  onInvalid?: SubmitErrorHandler<ActivityFormValues>;
}

/**
 * The form state and submit handling both activity edit forms share: the activity's values to start
 * from, the contract's check, and the same toasts and field errors for the server's answer.
 */
export function useActivityEditForm({ activity, save, onSaved, onInvalid }: ActivityEditFormOptions) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const form = useForm<ActivityFormValues, unknown, UpdateActivityRequest>({
    resolver: updateActivityResolver,
    defaultValues: {
      type: activity.type,
      hours: String(activity.hours),
      date: activity.date,
      description: activity.description,
    },
  });
  const { setError } = form;

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: activity.id, values },
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

  return { ...form, onSubmit };
}
