import type { EmailLanguage } from './email-kind.js';

/** An e-mail's words with its greeting chosen and every link turned into an address. */
export interface ResolvedEmail {
  language: EmailLanguage;
  subject: string;
  greeting: string;
  intro: string[];
  actions: { label: string; url: string }[];
  outro: string[];
  linkFallback: string;
  signOff: string;
  team: string;
  footer: string;
}
