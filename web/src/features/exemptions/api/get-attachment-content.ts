import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getExemptionAttachmentLink } from './get-exemption-attachment-link';
import { ApiError } from '../../../lib/api-client';

type AttachmentFile = Pick<ExemptionAttachment, 'id' | 'fileType'>;

/**
 * A request's file itself, for showing it inline: a fresh short-lived link first, then the file
 * through it, typed as it was stored so the browser shows a PDF as a PDF.
 */
export async function getAttachmentContent(file: AttachmentFile): Promise<Blob> {
  const link = await getExemptionAttachmentLink(file.id);
  // With the session, as every call is made; the file's own address cannot be framed (it answers with
  // `X-Frame-Options: DENY` and a sandbox), so the screen shows a `blob:` address of this instead.
  const response = await fetch(link.downloadUrl, { method: 'GET', credentials: 'include' });
  if (!response.ok) {
    // A refused file answers with the API's error body, like any call. Read here rather than by
    // exporting the client's own reader, which would cost every page's first download a few bytes.
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : `${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return new Blob([await response.arrayBuffer()], { type: file.fileType });
}

export function attachmentContentQueryOptions(file: AttachmentFile) {
  return queryOptions({
    queryKey: ['/api/exemptions/attachments', file.id, 'content'] as const,
    queryFn: () => getAttachmentContent(file),
    // A document is read once per showing and never kept: it is someone's private paper.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useAttachmentContent(file: AttachmentFile) {
  return useQuery(attachmentContentQueryOptions(file));
}
