import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useCreateExemptionType } from '../api/create-exemption-type';
import { EMPTY_FORM } from '../lib/form-values';
import { ExemptionTypeForm } from './lazy-exemption-type-form';
import '../i18n';

/** The Add New Exemption button and the form it opens above the table. */
export function AddExemptionType() {
  const { t } = useTranslation('exemption-types');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const create = useCreateExemptionType();
  // The button comes back when the form closes, and focus goes back to it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  if (!open)
    return (
      <p>
        <button type="button" className="usa-button" ref={button} onClick={() => setOpen(true)}>
          {t('add.button')}
        </button>
      </p>
    );

  return (
    <section className="exemption-types__add" aria-labelledby={titleId}>
      <h2 id={titleId} className="exemption-types__add-title">
        {t('add.title')}
      </h2>
      <ExemptionTypeForm
        initial={EMPTY_FORM}
        labelledBy={titleId}
        submitLabel={t('add.save')}
        pendingLabel={t('add.saving')}
        pending={create.isPending}
        onCancel={close}
        onSave={(values) =>
          create.mutateAsync(values, {
            onSuccess: () => {
              toast({ title: t('toast.created') });
              close();
            },
            onError: (error) =>
              toast({
                title: tc('toast.error'),
                description: serverMessage(error) ?? t('toast.createFailed'),
                variant: 'destructive',
              }),
          })
        }
      />
    </section>
  );
}
