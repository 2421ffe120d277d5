import { useQuery } from '@tanstack/react-query';

/** The pay form's checks and the contract's schema, downloaded together once. */
async function loadPayChecks() {
  const [form, income] = await Promise.all([import('./pay-form'), import('@tracker/contracts/http/income')]);
  return {
    checkPayForm: form.checkPayForm,
    incomeRequestAsOf: income.incomeRequestAsOf,
  };
}

export type PayChecks = Awaited<ReturnType<typeof loadPayChecks>>;

/**
 * The checks a pay form runs, fetched when a pay form first shows: they bring the contract's schema and
 * zod, which would put the pay pages over their first-download budget if imported with them.
 */
export function usePayChecks() {
  return useQuery({
    queryKey: ['module', 'pay-checks'],
    queryFn: loadPayChecks,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
