import type { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../constants/screens.js';

// The shape of one entry of the API catalogue: what a call is, who may make it, and the zod schemas of
// what it takes and answers. The OpenAPI document is built from these entries and nothing else.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation, in the words the security suite checks them with (`security/route-rules.ts`
 * compares its rules with these).
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any live session. */
  | 'signed-in'
  /** The owner of the record or an administrator; to anyone else the record does not exist. */
  | 'owner'
  /** The person who wrote or uploaded it; administrators see it but may not change it. */
  | 'author'
  /** The signed-in person's own record only; administrators too are told it does not exist. */
  | 'self'
  /** Administrators only. */
  | 'admin'
  /** Only a session in which an administrator impersonates someone. */
  | 'impersonation'
  /** Twilio's webhook: the request must carry Twilio's signature; sessions do not count. */
  | 'webhook'
  /** A file's content: a signed download link, and a session of the owner or an administrator. */
  | 'signed-link';

/** How a request body may be sent. */
export type BodyEncoding = 'json' | 'multipart' | 'form' | 'text';

/** A file part of a multipart body. */
export interface FilePart {
  /** `file` for one file, `files` for several. */
  field: 'file' | 'files';
  required: boolean;
  description: string;
}

export interface RequestBody {
  /** The body's fields; several schemas are merged, e.g. a record's fields and `lateEntryReason`. */
  fields: readonly z.ZodType[];
  /** The encodings the call reads, the first one preferred. */
  encodings: readonly BodyEncoding[];
  /** The file parts of a multipart body. */
  files?: readonly FilePart[];
  /** False when the call also works without a body. */
  required?: boolean;
  description?: string;
}

/** A response header, named as the server sends it. */
export interface HeaderDescription {
  name: string;
  description: string;
  type: 'string' | 'integer';
}

/** A successful answer. */
export type Answer =
  | {
      kind: 'json';
      status: number;
      description: string;
      schema: z.ZodType;
      headers?: readonly HeaderDescription[];
    }
  | { kind: 'empty'; status: number; description: string; headers?: readonly HeaderDescription[] }
  | {
      kind: 'content';
      status: number;
      description: string;
      /** Media types the answer may have, e.g. `application/pdf`. */
      mediaTypes: readonly string[];
      /** The schema of a text answer (TwiML, CSV); binary answers have none. */
      schema?: z.ZodType;
      headers?: readonly HeaderDescription[];
    };

/** An error answer an operation has beyond the ones its access rule and inputs imply. */
export interface ErrorAnswer {
  description: string;
  /** An error body with more fields than the usual one. */
  schema?: z.ZodType;
}

export interface ApiOperation {
  method: HttpMethod;
  /** The path as the service registers it: `/api/activities/:id`. */
  path: string;
  /** A verb and a noun, unique across the API: `listActivities`. */
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** Refused (403) to an administrator impersonating someone, whatever the access rule says. */
  refusedWhileImpersonating?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: RequestBody;
  answers: readonly Answer[];
  errors?: Readonly<Partial<Record<number, ErrorAnswer>>>;
}

/** A JSON answer, 200 unless told otherwise. */
export function json(
  schema: z.ZodType,
  description: string,
  options: { status?: number; headers?: readonly HeaderDescription[] } = {},
): Answer {
  return { kind: 'json', status: options.status ?? 200, description, schema, headers: options.headers };
}

/** `204 No Content`. */
export function noContent(description: string): Answer {
  return { kind: 'empty', status: 204, description };
}

/** An answer that is a file or a document other than JSON. */
export function content(
  mediaTypes: readonly string[],
  description: string,
  options: { schema?: z.ZodType; headers?: readonly HeaderDescription[] } = {},
): Answer {
  return { kind: 'content', status: 200, description, mediaTypes, ...options };
}

/** A JSON body. */
export function jsonBody(
  fields: z.ZodType | readonly z.ZodType[],
  options: Partial<RequestBody> = {},
): RequestBody {
  return { fields: Array.isArray(fields) ? fields : [fields as z.ZodType], encodings: ['json'], ...options };
}

export const totalCountHeader: HeaderDescription = {
  name: TOTAL_COUNT_HEADER,
  description: 'How many records match, on every page.',
  type: 'integer',
};

export const nextPageHeader: HeaderDescription = {
  name: 'Link',
  description: 'While more pages follow: `<address of the next page>; rel="next"`.',
  type: 'string',
};

export const sessionCookieHeader: HeaderDescription = {
  name: 'Set-Cookie',
  description: 'The new session cookie; the session the request carried, if any, has ended.',
  type: 'string',
};

export const downloadHeaders: readonly HeaderDescription[] = [
  {
    name: 'Content-Disposition',
    description: 'The name to save the file under (`inline` for images and PDF, else `attachment`).',
    type: 'string',
  },
  { name: 'Content-Length', description: 'The size of the file in bytes.', type: 'integer' },
];
