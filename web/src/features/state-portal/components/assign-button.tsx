import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useAssignWorkItem } from '../api/assign-work-item';
import { statusChangeFailure } from '../lib/failure';
import { personLabel } from '../lib/work-queue';
import '../i18n';

/** "Assign to me" on a case nobody holds, "Release" on one's own; another's case can be taken over. */
export function AssignButton({ item, reviewerId }: { item: WorkItem; reviewerId: string }) {
  const { t } = useTranslation('state-portal');
  const toast = useToast();
  const assign = useAssignWorkItem();
  const mine = item.assignedTo?.id === reviewerId;
  const someoneElse = item.assignedTo !== null && !mine;
  const who = personLabel(item.person, t('queue.unknownPerson'));
  const run = () =>
    assign.mutate(
      { item, assign: !mine, take: someoneElse },
      {
        onError: (error) =>
          toast({
            title: t('queue.assignFailed'),
            description: statusChangeFailure(error, t('queue.assignFailed')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <button
      type="button"
      className="usa-button usa-button--outline usa-button--small"
      disabled={assign.isPending}
      // The same words on every row; the person makes each one distinct for screen readers.
      aria-label={
        mine ? t('queue.releaseFor', { who }) : someoneElse ? t('queue.takeOverFor', { who }) : undefined
      }
      onClick={run}
    >
      {mine ? t('queue.release') : someoneElse ? t('queue.takeOver') : t('queue.assignToMe')}
    </button>
  );
}
