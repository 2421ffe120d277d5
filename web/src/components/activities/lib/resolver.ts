import type { UpdateActivityRequest } from '@tracker/contracts/http/activities';
import { lazyZodResolver } from '../../../lib/forms';
import type { ActivityFormValues } from '../activity-fields';

/** The edit forms' check: the contract's own schema, downloaded when a form is first submitted. */
export const updateActivityResolver = lazyZodResolver<ActivityFormValues, UpdateActivityRequest>(() =>
  import('@tracker/contracts/http/activities').then((m) => m.updateActivityRequest),
);

/** The field names the server may report errors on. */
export const ACTIVITY_FIELDS = ['type', 'hours', 'date', 'description'] as const;
