import type { UpdateProfileRequest } from '@tracker/contracts/http/identity';
import type { User } from './user.js';

/** Fields that say who the person is and how to reach them: an impersonating administrator may not change them. */
const IDENTITY_FIELDS = ['username', 'email', 'cellNumber'] as const;

/** The names of the fields `input` would change on `current` (compared as stored). */
export function changedProfileFields(current: User, input: UpdateProfileRequest): string[] {
  return (Object.keys(input) as Array<keyof UpdateProfileRequest>).filter((field) => {
    const value = input[field];
    if (value === undefined) return false;
    // Asking for the current address back while another waits cancels the pending change.
    if (field === 'email') return value !== current.email || current.pendingEmail !== null;
    return value !== current[field];
  });
}

/** Whether the change touches the account's identity (e-mail, username, phone). */
export function touchesIdentity(changed: readonly string[]): boolean {
  return changed.some((field) => (IDENTITY_FIELDS as readonly string[]).includes(field));
}

/**
 * A birthdate decides whether the requirement applies, so the person may give one when none is on
 * file but not change it afterwards; staff correct it.
 */
export function changesLockedBirthdate(current: User, input: UpdateProfileRequest): boolean {
  return input.birthdate !== undefined && current.birthdate !== null && input.birthdate !== current.birthdate;
}
