import type { EmailKind } from '../email-kind.js';
import type { LinkName } from '../links.js';
import type { Notice, NoticeWording } from '../notice.js';

/** A button in the HTML body, and a labelled address in the text body. */
export interface EmailAction {
  label: string;
  link: LinkName;
}

/** The words of one kind of e-mail in one language. */
export interface KindTemplate {
  subject: string;
  /** Paragraphs before the actions. */
  intro: string[];
  actions: EmailAction[];
  /** Paragraphs after the actions: how long a link lasts, what to do if this wasn't you. */
  outro: string[];
}

/** Everything an e-mail in one language says; typed so a language cannot miss a kind or a phrase. */
export interface LanguageTemplates {
  greeting(firstName: string | undefined): string;
  /** Shown under the buttons, for mail readers that do not show them. */
  linkFallback(linkCount: number): string;
  signOff: string;
  team: string;
  footer: string;
  kinds: Record<EmailKind, KindTemplate>;
  notices: NoticeTemplates;
}

/** The words of what the service tells a person on its own: exemption news, texts logged, reminders. */
export interface NoticeTemplates {
  /** The label of the button that opens the web app. */
  openApp: string;
  /** `appUrl` starts the links a text carries (the app and the e-mail link with their own buttons). */
  write(notice: Notice, appUrl: string): NoticeWording;
}
