import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { forgetSession, logOut, useCurrentUser, useLogout } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useIdleTimeout } from '../hooks/use-idle-timeout';
import '../i18n';
import '../session.css';

/** The server ends a session after this long without a request (the gateway's idle timeout). */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
/** The warning shows this long before the end. */
export const SESSION_WARNING_MS = 2 * 60 * 1000;

/** Seconds at which a screen reader hears how long is left; the visible countdown is not read every second. */
const ANNOUNCED_SECONDS = new Set([60, 30, 10]);

interface IdleTimeoutDialogProps {
  timeoutMs?: number;
  warningMs?: number;
}

/**
 * Warns a signed-in user before the server's idle timeout ends the session, with a way to keep it
 * ("Stay signed in" reads the user again, which restarts the server's clock) or to log out. When the
 * time is up the app forgets the user and shows the login page. Renders nothing for visitors.
 */
export function IdleTimeoutDialog({
  timeoutMs = SESSION_IDLE_MS,
  warningMs = SESSION_WARNING_MS,
}: IdleTimeoutDialogProps) {
  const { t } = useTranslation('session');
  const { user, refetch } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const logout = useLogout();

  const onTimeout = () => {
    // The server has most likely ended the session already; this makes sure of it.
    logOut().catch(() => undefined);
    forgetSession(queryClient);
    toast({
      title: t('ended.title'),
      description: t('ended.body', { minutes: Math.round(timeoutMs / 60000) }),
    });
    void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
  };

  const remainingMs = useIdleTimeout({ enabled: Boolean(user), timeoutMs, warningMs, onTimeout });
  if (!user || remainingMs === null) return null;

  return (
    <WarningDialog
      remainingMs={remainingMs}
      idleMinutes={Math.round(timeoutMs / 60000)}
      busy={logout.isPending}
      onStay={() => void refetch()}
      onLogout={() => logout.mutate()}
    />
  );
}

interface WarningDialogProps {
  remainingMs: number;
  idleMinutes: number;
  busy: boolean;
  onStay: () => void;
  onLogout: () => void;
}

function WarningDialog({ remainingMs, idleMinutes, busy, onStay, onLogout }: WarningDialogProps) {
  const { t } = useTranslation('session');
  const stayButton = useRef<HTMLButtonElement>(null);
  const seconds = Math.ceil(remainingMs / 1000);
  const wholeMinutes = Math.floor(seconds / 60);
  const restSeconds = seconds % 60;
  const spoken =
    wholeMinutes === 0
      ? t('time.seconds', { count: restSeconds })
      : restSeconds === 0
        ? t('time.minutes', { count: wholeMinutes })
        : t('time.both', {
            minutes: t('time.minutes', { count: wholeMinutes }),
            seconds: t('time.seconds', { count: restSeconds }),
          });
  const clock = `${wholeMinutes}:${String(restSeconds).padStart(2, '0')}`;

  return (
    <ModalDialog
      title={t('dialog.title')}
      description={<p>{t('dialog.body', { minutes: idleMinutes })}</p>}
      // Escape means "not now": the gentler choice, keeping the session.
      onClose={onStay}
      initialFocus={stayButton}
      footer={
        <div className="modal-dialog__actions">
          <button type="button" className="usa-button" ref={stayButton} onClick={onStay} disabled={busy}>
            {t('dialog.stay')}
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={onLogout} disabled={busy}>
            {t('dialog.logout')}
          </button>
        </div>
      }
    >
      <p className="session-dialog__countdown">
        {t('dialog.timeLeft')}{' '}
        <span role="timer" className="session-dialog__clock" aria-label={spoken}>
          {clock}
        </span>
      </p>
      <p className="usa-sr-only" aria-live="polite">
        {ANNOUNCED_SECONDS.has(seconds) ? t('dialog.announce', { time: spoken }) : ''}
      </p>
    </ModalDialog>
  );
}
