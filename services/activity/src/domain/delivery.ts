/** Types a browser shows by itself; everything else is offered as a download. */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

export function dispositionOf(fileType: string): 'inline' | 'attachment' {
  return SHOWN_INLINE.has(fileType) ? 'inline' : 'attachment';
}

/** The stored type, with the charset text files were checked to have. */
export function contentTypeHeader(fileType: string): string {
  return fileType.startsWith('text/') ? `${fileType}; charset=utf-8` : fileType;
}
