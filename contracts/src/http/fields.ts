import { z } from 'zod';
import { ACTIVITY_HOURS_MAX, ACTIVITY_HOURS_MIN, ACTIVITY_HOURS_STEP } from '../constants/activities.js';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '../constants/attachments.js';

// Field schemas shared by the areas. Multipart forms send every value as text, and an empty input
// arrives as '', so the coercing helpers treat a blank string as "not given".

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** A blank string becomes `undefined`, so optional fields of a form may be left empty. */
export function blankAsUndefined(value: unknown): unknown {
  return isBlank(value) ? undefined : value;
}

/** A blank string or `null` becomes `null`: the field is cleared. */
export function blankAsNull(value: unknown): unknown {
  return isBlank(value) || value === null ? null : value;
}

/** Text from a form becomes a number; anything that is not a number fails the number check. */
export function textAsNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
}

const TRUE_TEXTS = new Set(['true', '1', 'on', 'yes']);
const FALSE_TEXTS = new Set(['false', '0', 'off', 'no']);

/** Text from a form ('true', 'on', '0', ...) becomes a boolean; unknown text is left to fail. */
export function textAsBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (TRUE_TEXTS.has(text)) return true;
  if (FALSE_TEXTS.has(text)) return false;
  return value;
}

export const entityId = z.uuid();

/** Path parameters of a call addressed by one record id (`/:id`). */
export const idParams = z.object({ id: entityId });
export type IdParams = z.infer<typeof idParams>;

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** An instant, ISO 8601 with time and offset. */
export const timestamp = z.iso.datetime({ offset: true });

/** A date the user must give, with readable messages. */
export function requiredDate(requiredMessage: string, invalidMessage = 'Please enter a valid date') {
  return z.preprocess(
    blankAsUndefined,
    z.iso.date({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }),
  );
}

/** A date a form may leave empty. */
export function optionalDate(invalidMessage = 'Please enter a valid date') {
  return z.preprocess(blankAsUndefined, z.iso.date({ error: invalidMessage }).optional());
}

/** Required text, trimmed; blank counts as missing. */
export function requiredText(requiredMessage: string, max?: { length: number; message: string }) {
  const base = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  return max ? base.max(max.length, max.message) : base;
}

/** A form boolean that defaults when left out. */
export function formBoolean(defaultValue: boolean, message = 'Must be true or false') {
  return z.preprocess(textAsBoolean, z.boolean({ error: message }).default(defaultValue));
}

/** Hours of an activity: a number from 0.5 to 500 in steps of 0.5, also accepted as form text. */
export function activityHours(
  messages: { required: string; invalid: string },
  max: number = ACTIVITY_HOURS_MAX,
) {
  return z.preprocess(
    textAsNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .positive(messages.invalid)
      .min(ACTIVITY_HOURS_MIN, `Hours must be at least ${ACTIVITY_HOURS_MIN}`)
      .max(max, `Hours cannot be more than ${max}`)
      .multipleOf(ACTIVITY_HOURS_STEP, `Hours must be in steps of ${ACTIVITY_HOURS_STEP}`),
  );
}

/** Hours as stored and reported (no form coercion). */
export const hoursValue = z
  .number()
  .min(ACTIVITY_HOURS_MIN)
  .max(ACTIVITY_HOURS_MAX)
  .multipleOf(ACTIVITY_HOURS_STEP);

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const acceptedExtensions: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);

/**
 * What the server knows of an uploaded file before storing it. Checked on every upload, whatever
 * the screen's picker allowed.
 */
export const uploadedFile = z.object({
  originalName: z.string().trim().min(1, 'File name is required').max(255, 'File name is too long'),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(ATTACHMENT_MAX_BYTES, 'Please select a file smaller than 5MB'),
  mimeType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** `uploadedFile` limited to the accepted extensions. */
export const acceptedUploadedFile = uploadedFile.refine(
  (file) => acceptedExtensions.has(fileExtension(file.originalName)),
  {
    message: `File type not allowed. Accepted types: ${ATTACHMENT_EXTENSIONS.join(', ')}`,
    path: ['originalName'],
  },
);

/** Answer of a download call: a short-lived link and the name to save the file under. */
export const downloadLink = z.object({
  downloadUrl: z.string().min(1),
  fileName: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLink>;

/** Answer of a call that only confirms. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Answer of a delete: 204 and no body. */
export const noContent = z.undefined();
