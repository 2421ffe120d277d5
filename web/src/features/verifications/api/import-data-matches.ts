import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import { useMutation } from '@tanstack/react-query';
import { apiExchange } from '../../../lib/api-client';

/** Where a data-match import is followed (`GET /api/admin/data-matches/imports/:id`). */
export function dataMatchImportPath(id: string): string {
  return `/api/admin/data-matches/imports/${encodeURIComponent(id)}`;
}

/**
 * The server's answer to an upload: finished (200) with the report, or still running (202) with the
 * import so far and the address to follow it at (its `Location` header).
 */
export type DataMatchUpload =
  | { state: 'finished'; result: DataMatchImport }
  | { state: 'running'; result: DataMatchImport; follow: string };

/** Uploads a data-match CSV: small files are matched within the call, large ones in the background. */
export async function importDataMatches(file: File): Promise<DataMatchUpload> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiExchange<DataMatchImport>('POST', '/api/admin/data-matches/import', body);
  if (answer.status === 202) {
    return {
      state: 'running',
      result: answer.data,
      follow: answer.headers.get('Location') ?? dataMatchImportPath(answer.data.id),
    };
  }
  return { state: 'finished', result: answer.data };
}

export function useImportDataMatches() {
  return useMutation({ mutationFn: importDataMatches });
}
