import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';

/** The person a request names, as reviewers know them: their name and username, or null before they register. */
export function personName(request: Pick<AdminVerificationRequest, 'person'>): string | null {
  const person = request.person;
  if (!person) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.username})` : person.username;
}
