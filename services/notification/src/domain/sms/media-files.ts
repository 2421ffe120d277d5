import type { AttachmentExtension } from '@tracker/contracts/constants/attachments';
import { TEXTED_FILE_TYPES, type TextedFileType } from '@tracker/contracts/events/texted-file';

/** Why a texted file was not kept. */
export type MediaProblem = 'host' | 'unavailable' | 'too-large' | 'type' | 'content';

const EXTENSIONS: Record<TextedFileType, AttachmentExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The kept type a declared content type names (`image/jpeg; charset=...` too), or null for any other. */
export function textedFileTypeOf(contentType: string): TextedFileType | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const alias = type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
  return (TEXTED_FILE_TYPES as readonly string[]).includes(alias) ? (alias as TextedFileType) : null;
}

/** What a file is to the person who sent it: a photo, or a document (a PDF). */
export type TextedFileKind = 'photo' | 'document';

export function kindOf(type: TextedFileType): TextedFileKind {
  return type === 'application/pdf' ? 'document' : 'photo';
}

/** The name a texted file is kept under, texts carrying none: `photo-1.jpg`, `document-2.pdf`. */
export function textedFileName(type: TextedFileType, position: number): string {
  return `${kindOf(type)}-${position}.${EXTENSIONS[type]}`;
}

/** What the kept files were, for the reply: one photo, one document, or how many files. */
export type KeptFiles = { count: 1; kind: TextedFileKind } | { count: number };

export function keptFilesOf(types: readonly TextedFileType[]): KeptFiles {
  const [only] = types;
  return types.length === 1 && only !== undefined
    ? { count: 1, kind: kindOf(only) }
    : { count: types.length };
}
