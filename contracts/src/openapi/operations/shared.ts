import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
} from '../../constants/attachments.js';
import type { FilePart } from '../operation.js';

// What several areas' operations say alike: the proof files people upload, and the entry window of
// dated records.

const maxMegabytes = ATTACHMENT_MAX_BYTES / (1024 * 1024);
const acceptedExtensions = ATTACHMENT_EXTENSIONS.join(', ');

/** The types a stored file is served with: the ones it was checked to be on upload. */
export const storedFileTypes: readonly string[] = [...new Set(Object.values(ATTACHMENT_MIME_TYPES))];

/** The single file a record's form may carry. */
export const proofFile: FilePart = {
  field: 'file',
  required: false,
  description: `Proof, at most ${maxMegabytes} MB, of the types ${acceptedExtensions}.`,
};

/** The files of an attachment upload, each checked on its own. */
export const proofFiles: FilePart = {
  field: 'files',
  required: true,
  description: `Up to 10 files of at most ${maxMegabytes} MB each, of the types ${acceptedExtensions}.`,
};

export const attachmentsRefused = {
  400: {
    description:
      'No file could be stored: the body’s `message`, and `errors` naming each refused file and why.',
  },
};

export const signedContentRefused = {
  403: { description: 'The link’s signature is missing, wrong or expired.' },
};

/** What the entry window refuses, for every write of a dated record. */
export const entryWindowRefusal =
  'Also refused: a date after today (in `timezone`), or in a month whose reporting deadline ' +
  'passed, unless state staff acting for the person give `lateEntryReason`.';
