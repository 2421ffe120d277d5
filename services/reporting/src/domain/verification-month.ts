import type { VerificationMonth } from '@tracker/contracts/http/verifications';

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
