import { PHONE_CODE_LENGTH } from '@tracker/contracts/constants/accounts';
import type { CurrentUser, VerifyPhoneRequest } from '@tracker/contracts/http/identity';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors, lazyZodResolver } from '../../../lib/forms';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useStartPhoneVerification } from '../api/start-phone-verification';
import { useVerifyPhone } from '../api/verify-phone';

/** Where the dashboard's texting help sends people to confirm their number. */
export const PHONE_CONFIRMATION_ID = 'phone-confirmation';

/** The navigation whose arrival already moved focus here. */
let focusedVisit: string | null = null;

interface PhoneConfirmationProps {
  user: CurrentUser;
  /** The cell number field holds something other than the stored number, not saved yet. */
  edited: boolean;
}

/**
 * Beside the cell number: whether it is confirmed and, while it is not, the way to confirm it with
 * a texted code. It sits inside the personal information form, so its buttons are plain buttons and
 * Enter in the code confirms the code instead of saving the form.
 */
export function PhoneConfirmation({ user, edited }: PhoneConfirmationProps) {
  const { t, i18n } = useTranslation('profile');
  const toast = useToast();
  const { hash, key: visit } = useLocation();
  const start = useStartPhoneVerification();
  const verify = useVerifyPhone();
  const statusId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<VerifyPhoneRequest>({
    resolver: lazyZodResolver(() =>
      import('@tracker/contracts/http/identity').then((m) => m.verifyPhoneRequest),
    ),
    defaultValues: { code: '' },
  });

  // Arriving from the dashboard's "confirm your number" link: after the page's own focus move, and
  // once per visit (a saved new number redraws this part, which must not pull focus again).
  useEffect(() => {
    if (hash !== `#${PHONE_CONFIRMATION_ID}` || focusedVisit === visit) return;
    const timer = window.setTimeout(() => {
      focusedVisit = visit;
      container.current?.focus();
      container.current?.scrollIntoView?.({ block: 'center' });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, visit]);

  useEffect(() => {
    if (expiresAt) setFocus('code');
  }, [expiresAt, setFocus]);

  if (!user.cellNumber) {
    return (
      <div ref={container} id={PHONE_CONFIRMATION_ID} className="profile-phone" tabIndex={-1}>
        <p className="profile-phone__text">{edited ? t('phone.saveFirst') : t('phone.none')}</p>
      </div>
    );
  }
  const confirmed = user.cellNumberVerified;

  const sendCode = () => {
    setSendError(null);
    start.mutate(undefined, {
      onSuccess: (answer) => {
        reset({ code: '' });
        setExpiresAt(answer.expiresAt);
      },
      onError: (error) => setSendError(serverMessage(error) ?? t('phone.sendFailed')),
    });
  };

  const confirmCode = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: () => {
        setExpiresAt(null);
        toast({ title: t('phone.confirmedTitle'), description: t('phone.confirmedBody') });
        // The code field and its buttons are gone; the status says what happened.
        container.current?.focus();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['code'])) return;
        toast({
          title: t('phone.confirmFailedTitle'),
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would otherwise save the personal information form around this field.
    event.preventDefault();
    void confirmCode();
  };

  const until = expiresAt
    ? new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', { timeStyle: 'short' }).format(
        new Date(expiresAt),
      )
    : '';

  let action = null;
  if (!confirmed) {
    if (user.isImpersonating) action = <p className="profile-phone__text">{t('phone.impersonating')}</p>;
    else if (edited) action = <p className="profile-phone__text">{t('phone.saveFirst')}</p>;
    else
      action = (
        <>
          <p className="profile-phone__text">{t('phone.why')}</p>
          {/* Always there, so the news that a code was sent is announced when it appears. */}
          <p role="status" className="profile-phone__sent">
            {expiresAt ? t('phone.sent', { number: user.cellNumber, time: until }) : ''}
          </p>
          {sendError && (
            <Alert type="error" slim role="alert" className="profile-phone__alert" text={sendError} />
          )}
          {expiresAt ? (
            <>
              <FormField
                label={t('phone.code')}
                hint={t('phone.codeHint', { length: PHONE_CODE_LENGTH })}
                error={errors.code?.message}
                required
              >
                {(props) => (
                  <input
                    {...props}
                    {...register('code')}
                    className="usa-input usa-input--small profile-phone__code"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={PHONE_CODE_LENGTH}
                    aria-required
                    onKeyDown={onCodeKeyDown}
                  />
                )}
              </FormField>
              <div className="profile-phone__actions">
                <button
                  type="button"
                  className="usa-button"
                  disabled={verify.isPending}
                  onClick={() => void confirmCode()}
                >
                  {verify.isPending ? t('phone.confirming') : t('phone.confirm')}
                </button>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={start.isPending}
                  onClick={sendCode}
                >
                  {start.isPending ? t('phone.sending') : t('phone.sendAgain')}
                </button>
              </div>
            </>
          ) : (
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={start.isPending}
              onClick={sendCode}
            >
              {start.isPending ? t('phone.sending') : t('phone.send')}
            </button>
          )}
        </>
      );
  }

  return (
    <div
      ref={container}
      id={PHONE_CONFIRMATION_ID}
      className="profile-phone"
      role="group"
      aria-labelledby={statusId}
      tabIndex={-1}
    >
      <p className="profile-phone__status" id={statusId}>
        {t('phone.status')}{' '}
        <span
          className={`usa-tag profile-phone__tag profile-phone__tag--${confirmed ? 'confirmed' : 'unconfirmed'}`}
        >
          {confirmed ? t('phone.confirmed') : t('phone.notConfirmed')}
        </span>
      </p>
      {action}
    </div>
  );
}
