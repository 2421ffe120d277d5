import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { Determination } from '@tracker/contracts/rules/determination';

/** A month's determination as the state's side reads it: status, route, who decided, what is missing. */
export function verificationMonthOf(d: Determination): VerificationMonth {
  return {
    month: d.month,
    status: d.status,
    route: d.status === 'met' ? d.route : null,
    decidedBy: d.decidedBy,
    exemptions: d.status === 'exempt' ? d.exemptions.map((exemption) => exemption.name) : [],
    missing: d.status === 'not_met' ? { hours: d.missing.hours, incomeCents: d.missing.incomeCents } : null,
  };
}

/** A month that has not begun where the person is: nothing can be determined of it yet. */
export function undeterminedMonth(month: string): VerificationMonth {
  return { month, status: 'unknown', route: null, decidedBy: null, exemptions: [], missing: null };
}

/** Whether two answers say the same; field by field, since a stored answer comes back in jsonb's key order. */
export function sameAnswer(a: VerificationMonth | null, b: VerificationMonth): boolean {
  if (a === null) return false;
  return (
    a.month === b.month &&
    a.status === b.status &&
    a.route === b.route &&
    a.decidedBy === b.decidedBy &&
    a.exemptions.length === b.exemptions.length &&
    a.exemptions.every((name, i) => name === b.exemptions[i]) &&
    (a.missing === null
      ? b.missing === null
      : b.missing !== null &&
        a.missing.hours === b.missing.hours &&
        a.missing.incomeCents === b.missing.incomeCents)
  );
}
