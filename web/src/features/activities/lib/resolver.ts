import type { UpdateActivityRequest } from '@tracker/contracts/http/activities';
import { lazyZodResolver } from '../../../lib/forms';
import type { ActivityFormValues } from '../components/activity-fields';

/** The edit forms' check: the contract's own schema, downloaded when a form is first submitted. */
export const updateActivityResolver = lazyZodResolver<ActivityFormValues, UpdateActivityRequest>(() =>
  import('@tracker/contracts/http/activities').then((m) => m.updateActivityRequest),
);

/** The field names the server may report errors on (the last only for state staff's late entries). */
export const ACTIVITY_FIELDS = ['type', 'hours', 'date', 'description', 'lateEntryReason'] as const;
