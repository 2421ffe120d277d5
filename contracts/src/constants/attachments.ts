// Attachments: size, the file types accepted and the hints each screen shows.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

export const KB = 1024 as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'txt',
  'csv',
  'xls',
  'xlsx',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const ATTACHMENT_MIME_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<AttachmentExtension, string>;

/** The narrower hint of the edit-activity screen: images, pdf, doc, docx, txt. */
export const EDIT_SCREEN_ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'txt',
] as const satisfies readonly AttachmentExtension[];
