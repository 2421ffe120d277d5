import type { NotificationKind } from '@tracker/contracts/http/notifications';
import { LineIcon } from '../../../components/line-icon';

// Simple line drawings, so each kind is told apart by shape as well as by colour; the kind's name is
// always written beside it.
const PATHS: Record<NotificationKind, string> = {
  exemption_status: 'M6 3h8l4 4v14H6zM14 3v4h4M9 14l2 2 4-4',
  exemption_note: 'M4 5h16v11H10l-6 4z',
  sms_activity: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  reminder: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  system: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5',
};

/** A notification kind's symbol in its colour; decorative. */
export function NotificationKindIcon({ kind }: { kind: NotificationKind }) {
  return (
    <LineIcon
      className={`notification-kind-icon notification-kind-icon--${kind}`}
      path={PATHS[kind]}
      size={22}
    />
  );
}
