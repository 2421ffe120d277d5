import type { IncomeRecord, IncomeValues } from '@tracker/contracts/http/income';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserTimeZone } from '../../../components/activities/lib/format';
import { apiRequest } from '../../../lib/api-client';
import { centsText } from '../lib/money';
import { refreshAfterIncomeChange } from './income-keys';

/**
 * The record's fields as a form (multipart), with the paystub when one was picked. The time zone
 * tells the server which day is today where the person is, the day no pay date may be after.
 */
function payBody(values: IncomeValues, file: File | null): FormData {
  const body = new FormData();
  body.append('employer', values.employer);
  body.append('grossAmount', centsText(values.grossAmountCents));
  body.append('payDate', values.payDate);
  body.append('periodStart', values.periodStart);
  body.append('periodEnd', values.periodEnd);
  body.append('hoursWorked', values.hoursWorked === null ? '' : String(values.hoursWorked));
  if (file) body.append('file', file);
  return body;
}

function withTimeZone(path: string): string {
  return `${path}?timezone=${encodeURIComponent(browserTimeZone())}`;
}

export function reportIncome(values: IncomeValues, file: File | null): Promise<IncomeRecord> {
  return apiRequest<IncomeRecord>('POST', withTimeZone('/api/income'), payBody(values, file));
}

/** An edit replaces every value of the record, as the create gave them. */
export function updateIncome(id: string, values: IncomeValues): Promise<IncomeRecord> {
  return apiRequest<IncomeRecord>(
    'PATCH',
    withTimeZone(`/api/income/${encodeURIComponent(id)}`),
    payBody(values, null),
  );
}

export function useReportIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: IncomeValues; file: File | null }) => reportIncome(values, file),
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: IncomeValues }) => updateIncome(id, values),
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
