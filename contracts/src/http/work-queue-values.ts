import { EXEMPTION_REPLY_DAYS } from '../constants/screens.js';
import { type EXEMPTION_STATUSES } from '../constants/exemptions.js';
import { type Language } from '../constants/accounts.js';
import type { VERIFICATION_STATUSES } from './verifications.js';

// The work queue's plain values (kinds, filters, reason codes and their note templates), kept apart
// from the schemas so the reviewers' pages can use them without downloading zod.

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
