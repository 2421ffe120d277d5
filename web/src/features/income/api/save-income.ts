import type { IncomeRecord, IncomeValues } from '@tracker/contracts/http/income';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { centsText } from '../lib/money';
import { refreshAfterIncomeChange } from './income-keys';

/**
 * The record's fields as a form (multipart), with the paystub when one was picked. The time zone
 * tells the server which day is today where the person is, the day no pay date may be after;
 * `lateEntryReason` is state staff's, for a record of a closed month.
 */
function payBody(values: IncomeValues, file: File | null, lateEntryReason?: string): FormData {
  const body = new FormData();
  body.append('employer', values.employer);
  body.append('grossAmount', centsText(values.grossAmountCents));
  body.append('payDate', values.payDate);
  body.append('periodStart', values.periodStart);
  body.append('periodEnd', values.periodEnd);
  body.append('hoursWorked', values.hoursWorked === null ? '' : String(values.hoursWorked));
  if (lateEntryReason) body.append('lateEntryReason', lateEntryReason);
  if (file) body.append('file', file);
  return body;
}

export interface PayWrite {
  values: IncomeValues;
  file: File | null;
  lateEntryReason?: string;
}

export function reportIncome({ values, file, lateEntryReason }: PayWrite): Promise<IncomeRecord> {
  return apiRequest<IncomeRecord>(
    'POST',
    withTimeZone('/api/income'),
    payBody(values, file, lateEntryReason),
  );
}

/** An edit replaces every value of the record, as the create gave them. */
export function updateIncome(
  id: string,
  values: IncomeValues,
  lateEntryReason?: string,
): Promise<IncomeRecord> {
  return apiRequest<IncomeRecord>(
    'PATCH',
    withTimeZone(`/api/income/${encodeURIComponent(id)}`),
    payBody(values, null, lateEntryReason),
  );
}

export function useReportIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIncome,
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      values,
      lateEntryReason,
    }: {
      id: string;
      values: IncomeValues;
      lateEntryReason?: string;
    }) => updateIncome(id, values, lateEntryReason),
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
