import type { Language } from '@tracker/contracts/constants/accounts';
import type { IdentityEmailKind } from '@tracker/contracts/events/identity-email-requested-v1';

/** The e-mails this service writes are exactly the ones identity can ask for. */
export type EmailKind = IdentityEmailKind;
export type EmailLanguage = Language;

/** What the domain needs to write one e-mail; the recipient's address plays no part in the wording. */
export interface EmailRequest {
  kind: EmailKind;
  language: EmailLanguage;
  firstName?: string;
  token?: string;
}

/** A written e-mail, ready for a mailer. */
export interface EmailContent {
  language: EmailLanguage;
  subject: string;
  text: string;
  html: string;
}
