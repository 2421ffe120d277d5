import { LONG_TEXT_MAX_LENGTH } from '@tracker/contracts/constants/exemptions';
import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  type SendFeedbackRequest,
  sendFeedbackRequest,
} from '@tracker/contracts/http/notifications';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { FormField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { useToast } from '../../../lib/toast';
import { useSendFeedback } from '../api/send-feedback';
import '../feedback.css';
import { FormDialogActions } from '../../../components/form-dialog-actions';

interface FeedbackValues {
  category: FeedbackCategory | '';
  message: string;
  mayContact: boolean;
}

// The checkbox shows no error of its own; a server complaint about it comes as a toast.
const FIELDS = ['category', 'message'] as const;

// The dialog is its own chunk, which already holds the schema.
const resolver = lazyZodResolver<FeedbackValues, SendFeedbackRequest>(() =>
  Promise.resolve(sendFeedbackRequest),
);

/**
 * The feedback form in a dialog: a category, the message, and whether the program may write back.
 * Focus starts on the category; a sent message closes the dialog with a thank-you toast.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const send = useSendFeedback();
  const formId = useId();
  const contactId = useId();
  const category = useRef<HTMLSelectElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FeedbackValues, unknown, SendFeedbackRequest>({
    resolver,
    defaultValues: { category: '', message: '', mayContact: false },
  });
  const { ref: categoryRef, ...categoryField } = register('category');

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('feedback.sentTitle'), description: t('feedback.sentBody') });
        onClose();
      },
      onError: (error) => {
        // Field errors show on their fields; a toast would only repeat them.
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        toast({
          title: t('feedback.failedTitle'),
          description: serverMessage(error, t('feedback.failedBody')),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <ModalDialog
      title={t('feedback.title')}
      description={<p>{t('feedback.intro')}</p>}
      onClose={onClose}
      closeLabel={t('feedback.close')}
      closeDisabled={send.isPending}
      initialFocus={category}
      className="dashboard-feedback"
      footer={
        <FormDialogActions
          formId={formId}
          submitLabel={t('feedback.send')}
          pendingLabel={t('feedback.sending')}
          cancelLabel={t('feedback.cancel')}
          pending={send.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        className="usa-form dashboard-feedback__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormField label={t('feedback.category')} error={errors.category?.message} required>
          {(props) => (
            <select
              className="usa-select"
              {...props}
              {...categoryField}
              ref={(element) => {
                categoryRef(element);
                category.current = element;
              }}
            >
              <option value="">{t('feedback.chooseCategory')}</option>
              {FEEDBACK_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`feedback.categories.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('feedback.message')}
          hint={t('feedback.messageHint', { max: LONG_TEXT_MAX_LENGTH })}
          error={errors.message?.message}
          required
        >
          {(props) => (
            <textarea
              className="usa-textarea"
              rows={6}
              maxLength={LONG_TEXT_MAX_LENGTH}
              {...props}
              {...register('message')}
            />
          )}
        </FormField>
        <div className="usa-checkbox dashboard-feedback__contact">
          <input className="usa-checkbox__input" id={contactId} type="checkbox" {...register('mayContact')} />
          <label className="usa-checkbox__label" htmlFor={contactId}>
            {t('feedback.mayContact')}
            <span className="usa-checkbox__label-description">{t('feedback.mayContactHint')}</span>
          </label>
        </div>
      </form>
    </ModalDialog>
  );
}
