import { z } from 'zod';
import { EXEMPTION_REPLY_DAYS, EXEMPTION_STATUSES, LANGUAGES, type Language } from '../constants.js';
import { blankAsUndefined, entityId, formBoolean, isoDate, timestamp } from './fields.js';
import { VERIFICATION_REASONS, VERIFICATION_STATUSES, verificationMonth } from './verifications.js';

// The reviewers' work queue (`/state-portal`): every case that waits on a person, exemption requests
// and verification requests alike, in one order. The verification service keeps it (it is the state's
// side); exemption requests reach it as events.

export const WORK_ITEM_KINDS = ['exemption', 'verification'] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** Exemption statuses that wait on a reviewer, or (waiting_on_enrollee) on the person by a reply-by day. */
export const QUEUED_EXEMPTION_STATUSES = [
  'requested',
  'under_review',
  'waiting_on_enrollee',
] as const satisfies ReadonlyArray<(typeof EXEMPTION_STATUSES)[number]>;

/** Verification statuses that wait on a person: the state asked for something it does not have. */
export const QUEUED_VERIFICATION_STATUSES = ['needs_information'] as const satisfies ReadonlyArray<
  (typeof VERIFICATION_STATUSES)[number]
>;

export const WORK_QUEUE_ASSIGNED = ['any', 'me', 'none'] as const;
export type WorkQueueAssigned = (typeof WORK_QUEUE_ASSIGNED)[number];

export const WORK_QUEUE_SEARCH_MAX_LENGTH = 100 as const;
export const WORK_QUEUE_PAGE_SIZE_DEFAULT = 25 as const;
export const WORK_QUEUE_PAGE_SIZE_MAX = 100 as const;

/** The longest a reviewer may give a person to answer a request for information, in days. */
export const REPLY_BY_MAX_DAYS = 60 as const;
/** The answer time a reviewer is offered first; the same as when none is chosen. */
export const REPLY_BY_DEFAULT_DAYS = EXEMPTION_REPLY_DAYS;

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
export const workQueueQuery = z.object({
  ...filters,
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(WORK_QUEUE_PAGE_SIZE_MAX, `Page size must be at most ${WORK_QUEUE_PAGE_SIZE_MAX}`)
    .default(WORK_QUEUE_PAGE_SIZE_DEFAULT),
});
export type WorkQueueQuery = z.infer<typeof workQueueQuery>;

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
export const workQueueResponse = z.object({
  items: z.array(workItem),
  total: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type WorkQueueResponse = z.infer<typeof workQueueResponse>;

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
export const nextWorkItemQuery = z.object({
  ...filters,
  after: z.preprocess(blankAsUndefined, workItemRef.optional()),
});
export type NextWorkItemQuery = z.infer<typeof nextWorkItemQuery>;
export const nextWorkItemResponse = z.object({ item: workItem.nullable() });
export type NextWorkItemResponse = z.infer<typeof nextWorkItemResponse>;

/** Text in each language of the app. */
export type Localized = Record<Language, string>;

/** A reason a reviewer gives, with the note it starts from (written to the person, in their language). */
export interface ReasonTemplate {
  code: string;
  label: Localized;
  note: Localized;
}

/** Why a request is denied; the note is the denial reason the person reads, which the reviewer may edit. */
export const DENIAL_REASONS = [
  {
    code: 'missing_document',
    label: { en: 'Missing document', es: 'Falta un documento' },
    note: {
      en: 'We could not approve your request because a document we need is missing. Please send proof of your situation and ask again.',
      es: 'No pudimos aprobar su solicitud porque falta un documento que necesitamos. Envíe un comprobante de su situación y vuelva a solicitarla.',
    },
  },
  {
    code: 'document_unreadable',
    label: { en: 'Document cannot be read', es: 'No se puede leer el documento' },
    note: {
      en: 'We could not approve your request because we could not read the document you sent. Please send a clear copy and ask again.',
      es: 'No pudimos aprobar su solicitud porque no pudimos leer el documento que envió. Envíe una copia clara y vuelva a solicitarla.',
    },
  },
  {
    code: 'not_eligible',
    label: { en: 'Not eligible for this exemption', es: 'No cumple los requisitos de esta exención' },
    note: {
      en: 'Your situation does not meet the rules for this exemption. You may still meet the requirement by working, studying or volunteering, or ask for another exemption that fits.',
      es: 'Su situación no cumple las reglas de esta exención. Aún puede cumplir el requisito trabajando, estudiando o haciendo voluntariado, o pedir otra exención que le corresponda.',
    },
  },
  {
    code: 'outside_dates',
    label: { en: 'Outside the dates', es: 'Fuera de las fechas' },
    note: {
      en: 'The proof you sent does not cover the months of your request. Please send proof for those months and ask again.',
      es: 'El comprobante que envió no cubre los meses de su solicitud. Envíe un comprobante de esos meses y vuelva a solicitarla.',
    },
  },
  {
    code: 'duplicate_request',
    label: { en: 'Duplicate request', es: 'Solicitud duplicada' },
    note: {
      en: 'You already have a request for this exemption. We will decide that one; you do not need to do anything for this one.',
      es: 'Ya tiene una solicitud para esta exención. Decidiremos esa; no necesita hacer nada con esta.',
    },
  },
] as const satisfies readonly ReasonTemplate[];
export type DenialReasonCode = (typeof DENIAL_REASONS)[number]['code'];

/** What a reviewer asks the person for; the note is the waiting message, which the reviewer may edit. */
export const INFORMATION_REQUESTS = [
  {
    code: 'send_document',
    label: { en: 'Send a document', es: 'Enviar un documento' },
    note: {
      en: 'Please send a document that shows your situation (for example a letter from a doctor, school or agency).',
      es: 'Envíe un documento que muestre su situación (por ejemplo, una carta de un médico, escuela o agencia).',
    },
  },
  {
    code: 'clearer_copy',
    label: { en: 'Send a clearer copy', es: 'Enviar una copia más clara' },
    note: {
      en: 'We could not read the document you sent. Please send a clear photo or scan where every page can be read.',
      es: 'No pudimos leer el documento que envió. Envíe una foto o copia clara en la que se pueda leer cada página.',
    },
  },
  {
    code: 'cover_dates',
    label: { en: 'Proof for the right dates', es: 'Comprobante de las fechas correctas' },
    note: {
      en: 'The proof you sent does not show the dates of your request. Please send proof that covers those months.',
      es: 'El comprobante que envió no muestra las fechas de su solicitud. Envíe un comprobante que cubra esos meses.',
    },
  },
  {
    code: 'more_details',
    label: { en: 'Tell us more', es: 'Cuéntenos más' },
    note: {
      en: 'Please tell us more about your situation: when it started, and how long it is expected to last.',
      es: 'Cuéntenos más sobre su situación: cuándo empezó y cuánto tiempo se espera que dure.',
    },
  },
] as const satisfies readonly ReasonTemplate[];
export type InformationRequestCode = (typeof INFORMATION_REQUESTS)[number]['code'];
