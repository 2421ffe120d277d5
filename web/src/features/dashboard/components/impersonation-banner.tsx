import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/auth';
import { translateMessage } from '../../../lib/i18n';
import { stopImpersonating } from '../../../lib/impersonation';
import { useToast } from '../../../lib/toast';

/** Reminds an administrator whose account they are in, with the way back to their own. */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const stop = useMutation({ mutationFn: stopImpersonating });
  const textId = useId();

  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: async () => {
        // The session cookie is the administrator's again: read who is signed in before leaving.
        await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
        toast({ title: t('impersonation.stoppedTitle'), description: t('impersonation.stoppedBody') });
        void navigate('/admin');
      },
      onError: (error) =>
        toast({
          title: t('impersonation.failedTitle'),
          description:
            isApiError(error) && typeof error.body.message === 'string'
              ? translateMessage(error.message)
              : undefined,
          variant: 'destructive',
        }),
    });

  return (
    <section className="dashboard-impersonation" aria-labelledby={textId}>
      <div className="grid-container dashboard-impersonation__inner">
        <p className="dashboard-impersonation__text" id={textId}>
          <span className="dashboard-impersonation__icon" aria-hidden="true">
            ⚠
          </span>
          {t('impersonation.banner', {
            name: `${user.firstName} ${user.lastName}`.trim() || user.username,
            impersonator: user.impersonatorUsername ?? '',
          })}
        </p>
        <button
          type="button"
          className="usa-button usa-button--secondary usa-button--small"
          onClick={onStop}
          disabled={stop.isPending}
        >
          {stop.isPending ? t('impersonation.stopping') : t('impersonation.stop')}
        </button>
      </div>
    </section>
  );
}
