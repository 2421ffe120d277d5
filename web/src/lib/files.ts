import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';

export function isTooLarge(file: File): boolean {
  return file.size > ATTACHMENT_MAX_BYTES;
}

/** The extension of a file name, lower case, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The file picker's `accept` value for a list of extensions. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}
