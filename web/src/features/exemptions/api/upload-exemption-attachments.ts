import type { UploadExemptionAttachmentResponse } from '@tracker/contracts/http/exemptions';
import { apiRequest } from '../../../lib/api-client';
import type { ExemptionViewer } from '../lib/permissions';

/**
 * Attaches one file to a request. A multi-file upload calls this once per file, so one refusal never
 * holds back the others. Reviewers' uploads carry an (empty) description field, as their form has one.
 */
export function uploadExemptionAttachments(
  exemptionId: string,
  file: File,
  viewer: ExemptionViewer,
): Promise<UploadExemptionAttachmentResponse> {
  const body = new FormData();
  body.append('file', file);
  if (viewer === 'admin') body.append('description', '');
  return apiRequest<UploadExemptionAttachmentResponse>(
    'POST',
    `/api/exemptions/${encodeURIComponent(exemptionId)}/attachments/upload`,
    body,
  );
}
