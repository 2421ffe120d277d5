import { z } from 'zod';
import { LANGUAGES } from '../constants/accounts.js';
import { blankAsUndefined, entityId, formBoolean, isoDate, timestamp } from './fields.js';
import { VERIFICATION_REASONS, verificationMonth } from './verifications.js';
import {
  WORK_ITEM_KINDS,
  WORK_QUEUE_ASSIGNED,
  WORK_QUEUE_PAGE_SIZE_DEFAULT,
  WORK_QUEUE_PAGE_SIZE_MAX,
  WORK_QUEUE_SEARCH_MAX_LENGTH,
  type WorkItemKind,
} from './work-queue-values.js';

// The reviewers' work queue (`/state-portal`): every case that waits on a person, exemption requests
// and verification requests alike, in one order. The verification service keeps it (it is the state's
// side); exemption requests reach it as events.

export * from './work-queue-values.js';

const filters = {
  /** Name, username, phone digits or the Medicaid id's last 4; accents and case do not matter. */
  search: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .max(WORK_QUEUE_SEARCH_MAX_LENGTH, `Search must be ${WORK_QUEUE_SEARCH_MAX_LENGTH} characters or less`)
      .optional(),
  ),
  kind: z.preprocess(
    blankAsUndefined,
    z.enum(WORK_ITEM_KINDS, { error: 'Kind must be exemption or verification' }).optional(),
  ),
  assigned: z.preprocess(
    blankAsUndefined,
    z.enum(WORK_QUEUE_ASSIGNED, { error: 'Assigned must be any, me or none' }).default('any'),
  ),
};

// GET /api/admin/work-queue
export const listWorkQueueQuery = z.object({
  ...filters,
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(WORK_QUEUE_PAGE_SIZE_MAX, `Page size must be at most ${WORK_QUEUE_PAGE_SIZE_MAX}`)
    .default(WORK_QUEUE_PAGE_SIZE_DEFAULT),
});
export type ListWorkQueueQuery = z.infer<typeof listWorkQueueQuery>;

export const workItemPerson = z.object({
  /** Null for a verification request no account has the Medicaid id of yet. */
  userId: entityId.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  /** `***-***-1234`: only the last 4 digits, enough to tell people apart on the phone. */
  phone: z.string().nullable(),
  medicaidIdLast4: z.string().nullable(),
  /** The language notes to the person are written in. */
  preferredLanguage: z.enum(LANGUAGES).nullable(),
});
export type WorkItemPerson = z.infer<typeof workItemPerson>;

export const workItem = z.object({
  kind: z.enum(WORK_ITEM_KINDS),
  id: entityId,
  person: workItemPerson,
  /** What the case is about: the exemption type's name, or the verification's reason and months. */
  what: z.object({
    exemptionTypeName: z.string().nullable(),
    exemptionTypeNameEs: z.string().nullable(),
    reason: z.enum(VERIFICATION_REASONS).nullable(),
    /** `YYYY-MM`, in order; empty for an exemption. */
    months: z.array(z.string()),
  }),
  /** An exemption's or a verification's status, as its own service names it. */
  status: z.string(),
  /** When the case started waiting: the exemption's request, the verification's creation. */
  waitingSince: timestamp,
  /** Whole days from `waitingSince` to today, in the state's time zone. */
  daysWaiting: z.number().int().min(0),
  /** The verification's due date (its notice's respond-by once one is recorded), or the reply-by of an exemption waiting on the person. */
  dueDate: isoDate.nullable(),
  assignedTo: z.object({ id: entityId, username: z.string() }).nullable(),
  /** The person's determination for the current month, when the state's side has one; null otherwise. */
  thisMonth: verificationMonth.nullable(),
});
export type WorkItem = z.infer<typeof workItem>;

/** Nearest due first, then the longest waiting; the total is in `X-Total-Count` as well. */
export const listWorkQueueResponse = z.object({
  items: z.array(workItem),
  total: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ListWorkQueueResponse = z.infer<typeof listWorkQueueResponse>;

// POST /api/admin/work-queue/:kind/:id/assign (assign to the caller), DELETE the same (release)
export const workItemParams = z.object({
  kind: z.enum(WORK_ITEM_KINDS, { error: 'Kind must be exemption or verification' }),
  id: entityId,
});
export type WorkItemParams = z.infer<typeof workItemParams>;
// GET /api/admin/work-queue/:kind/:id: one open case (404 once it is decided)
export const getWorkItemResponse = workItem;
export type GetWorkItemResponse = z.infer<typeof getWorkItemResponse>;

/** `take=true` takes a case another reviewer holds; without it that is refused with 409. */
export const assignWorkItemQuery = z.object({ take: formBoolean(false) });
export const assignWorkItemResponse = workItem;
export type AssignWorkItemResponse = z.infer<typeof assignWorkItemResponse>;

/** `<kind>:<id>`, the way a case is named in the address of "next". */
export const workItemRef = z
  .string()
  .regex(
    /^(exemption|verification):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'Expected <kind>:<id>',
  )
  .transform((value) => {
    const [kind, id] = value.split(':') as [WorkItemKind, string];
    return { kind, id: id.toLowerCase() };
  });

// GET /api/admin/work-queue/next?after=<kind>:<id>
/**
 * The case after `after` in the queue's order (from the top when none follows), skipping cases
 * another reviewer holds and exemptions waiting on the person; `after` itself is never the answer.
 */
export const getNextWorkItemQuery = z.object({
  ...filters,
  after: z.preprocess(blankAsUndefined, workItemRef.optional()),
});
export type GetNextWorkItemQuery = z.infer<typeof getNextWorkItemQuery>;
export const getNextWorkItemResponse = z.object({ item: workItem.nullable() });
export type GetNextWorkItemResponse = z.infer<typeof getNextWorkItemResponse>;

/** Text in each language of the app. */
