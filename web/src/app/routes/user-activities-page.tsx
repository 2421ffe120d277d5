import { useParams } from 'react-router';
import { AdminOnly } from '../../components/admin-only';
import { UserActivities } from '../../features/activities/components/user-activities';
import { useUserProfile } from '../../features/admin/api/get-user-profile';

/**
 * `/user-activities/{userId}`: an administrator's read-only view of one user's activities, named by
 * the administration's read of the user (the same read, and cache entry, as their profile).
 */
export function UserActivitiesPage() {
  const { userId = '' } = useParams();
  return <AdminOnly>{() => <ActivitiesOf userId={userId} />}</AdminOnly>;
}

function ActivitiesOf({ userId }: { userId: string }) {
  const person = useUserProfile(userId, { enabled: userId !== '' });
  return <UserActivities userId={userId} person={person} />;
}
