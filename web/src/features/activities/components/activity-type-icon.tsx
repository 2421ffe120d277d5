import type { ActivityType } from '@tracker/contracts/constants/activities';
import { LineIcon } from '../../../components/line-icon';
import '../activity-rows.css';

// Simple line drawings, so each type is told apart by shape as well as by colour and its label.
const PATHS: Record<ActivityType, string> = {
  job_search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M14.5 14.5 20 20',
  employment: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  training: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  volunteer: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
};

/** The activity type's symbol in its colour; decorative, since the type's name is always written next to it. */
export function ActivityTypeIcon({ type }: { type: ActivityType }) {
  return (
    <LineIcon className={`activity-type-icon activity-type-icon--${type}`} path={PATHS[type]} size={20} />
  );
}
