import { UNDELETABLE_USERNAME } from '@tracker/contracts/constants/accounts';

/** What an administrator can do to a user from the user table. */
export type AdminAction =
  | 'resend-verification'
  | 'make-admin'
  | 'remove-admin'
  | 'impersonate'
  | 'delete'
  | 'view-login-history'
  | 'view-profile'
  | 'change-requirement';

export interface AdminActionParties {
  actorId: string;
  subject: { id: string; username: string; isAdmin: boolean; emailVerified: boolean };
}

export type AdminActionDecision = { allowed: true } | { allowed: false; status: 400 | 403; message: string };

const allow: AdminActionDecision = { allowed: true };
const refuse = (status: 400 | 403, message: string): AdminActionDecision => ({
  allowed: false,
  status,
  message,
});

/**
 * Decides whether an administrator may take `action` on `subject`. Refusals about the subject's
 * state answer 400; refusals that protect a person or the shared demo account answer 403.
 */
export function decideAdminAction(
  action: AdminAction,
  { actorId, subject }: AdminActionParties,
): AdminActionDecision {
  const self = subject.id === actorId;
  switch (action) {
    case 'resend-verification':
      return subject.emailVerified ? refuse(400, 'This user has already verified their email.') : allow;
    case 'make-admin':
      if (!subject.emailVerified) return refuse(400, 'Only verified users can be made administrators.');
      return subject.isAdmin ? refuse(400, 'This user is already an administrator.') : allow;
    case 'remove-admin':
      if (self) return refuse(403, 'You cannot remove your own administrator rights.');
      if (!subject.isAdmin) return refuse(400, 'This user is not an administrator.');
      return subject.emailVerified
        ? allow
        : refuse(400, 'Only verified administrators can have their rights removed.');
    case 'impersonate':
      if (self) return refuse(403, 'You cannot impersonate yourself.');
      return subject.emailVerified ? allow : refuse(400, 'Only verified users can be impersonated.');
    case 'delete':
      if (self) return refuse(403, 'You cannot delete your own account from the user list.');
      return isUndeletable(subject.username) ? refuse(403, undeletableMessage()) : allow;
    case 'change-requirement':
      // No administrator decides what is required of themself.
      return self
        ? refuse(403, 'You cannot change your own requirement. Another administrator must.')
        : allow;
    case 'view-login-history':
    case 'view-profile':
      return allow;
  }
}

/** The shared demo account stays, whoever asks. */
export function isUndeletable(username: string): boolean {
  return username.toLowerCase() === UNDELETABLE_USERNAME;
}

export function undeletableMessage(): string {
  return `The user named ${UNDELETABLE_USERNAME} cannot be deleted.`;
}
