import type { AttachActivityFileResponse } from '@tracker/contracts/http/activities';
import { apiRequest } from '../../../lib/api-client';

/** The edit screen's upload: a PATCH of the activity carrying nothing but one `file`. */
export function attachFile(activityId: string, file: File): Promise<AttachActivityFileResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<AttachActivityFileResponse>(
    'PATCH',
    `/api/activities/${encodeURIComponent(activityId)}`,
    body,
  );
}
