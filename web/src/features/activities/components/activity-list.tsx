import type { Activity } from '@tracker/contracts/http/activities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useDeleteActivity } from '../api/delete-activity';
import { ActivityItem } from './activity-item';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { formatActivityDate } from '../../../lib/format';
import '../i18n';
import '../activity-rows.css';

interface ActivityListProps {
  activities: readonly Activity[];
  /** Names the list for screen readers. */
  label: string;
  showDetailsLink?: boolean;
  /** Where focus goes after the focused row was deleted. */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * Activity rows with inline editing (one row at a time: opening another closes the first) and
 * deletion after a confirmation dialog.
 */
export function ActivityList({ activities, label, showDetailsLink, fallbackFocus }: ActivityListProps) {
  const { t, i18n } = useTranslation('activities');
  const { user } = useCurrentUser();
  const toast = useToast();
  const remove = useDeleteActivity();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted') });
        if (editingId === deleting.id) setEditingId(null);
        setDeleting(null);
      },
      onError: () => {
        toast({ title: t('toast.error'), description: t('toast.deleteFailed'), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ul className="activity-list" aria-label={label}>
        {activities.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            user={user}
            editing={editingId === activity.id}
            onEdit={() => setEditingId(activity.id)}
            onDoneEditing={() => setEditingId(null)}
            onDelete={() => setDeleting(activity)}
            showDetailsLink={showDetailsLink}
          />
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('confirm.deleteTitle')}
          body={t('confirm.deleteBody', {
            type: t(`types.${deleting.type}`),
            date: formatActivityDate(deleting.date, i18n.language),
          })}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('confirm.cancel')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
          returnFocusFallback={fallbackFocus}
        />
      )}
    </>
  );
}
