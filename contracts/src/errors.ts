import { z } from 'zod';

/**
 * The body of every non-success answer: a message a person can read, a stable `code` a program may
 * branch on (the message's wording may change, the code does not), and per-field messages for forms.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The codes any service or the gateway may answer with. A service's own refusals (`ACTIVITY_NOT_FOUND`,
 * `EXEMPTION_LOCKED`, ...) are listed in its errors module and in the published API description.
 */
export const COMMON_ERROR_CODES = {
  /** A body or query the schema refused; `fieldErrors` says where. */
  INVALID_REQUEST: 'INVALID_REQUEST',
  INVALID_JSON: 'INVALID_JSON',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  LENGTH_REQUIRED: 'LENGTH_REQUIRED',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  CROSS_SITE_REFUSED: 'CROSS_SITE_REFUSED',
  NOT_FOUND: 'NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  ATTACHMENT_NOT_FOUND: 'ATTACHMENT_NOT_FOUND',
  DOWNLOAD_LINK_INVALID: 'DOWNLOAD_LINK_INVALID',
  INVALID_CURSOR: 'INVALID_CURSOR',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_REFUSED: 'FILE_REFUSED',
  NO_FILE: 'NO_FILE',
  NO_FILE_STORED: 'NO_FILE_STORED',
  UPLOAD_REFUSED: 'UPLOAD_REFUSED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'GATEWAY_TIMEOUT',
} as const;
export type CommonErrorCode = keyof typeof COMMON_ERROR_CODES;

/**
 * Turns zod issues into `{ field: message }`, keeping the first message for each field
 * (the form shows one message under each field).
 */
export function fieldErrorsFrom(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
