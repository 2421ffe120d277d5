/**
 * How long identity keeps each one-time link valid, in hours. The e-mails promise these numbers,
 * so they must match the token lifetimes identity issues.
 */
export const linkLifetimeHours = {
  verifyEmail: 24,
  resetPassword: 1,
} as const;
