import type { EmailContent, EmailLanguage, EmailRequest } from './email-kind.js';
import { buildLink } from './links.js';
import { type Notice, noticeLinks, type NoticeWording } from './notice.js';
import { renderHtml } from './render-html.js';
import { renderText } from './render-text.js';
import type { ResolvedEmail } from './resolved-email.js';
import { en } from './templates/en.js';
import { es } from './templates/es.js';
import type { LanguageTemplates } from './templates/template.js';

export const templatesByLanguage: Record<EmailLanguage, LanguageTemplates> = { en, es };

/** Turns a stored first name into something fit for a greeting, or nothing when it is blank. */
function greetingName(firstName: string | undefined): string | undefined {
  const name = firstName?.replace(/\s+/g, ' ').trim();
  return name ? name : undefined;
}

/**
 * Writes one e-mail: subject, text and HTML body in the requested language, with links to the web
 * app at `appUrl`. Throws `missing_token` when a kind that links with a token has none.
 */
export function buildEmail(request: EmailRequest, appUrl: string): EmailContent {
  const templates = templatesByLanguage[request.language];
  const template = templates.kinds[request.kind];
  const actions = template.actions.map((action) => ({
    label: action.label,
    url: buildLink(appUrl, action.link, request.token),
  }));
  const email: ResolvedEmail = {
    language: request.language,
    subject: template.subject,
    greeting: templates.greeting(greetingName(request.firstName)),
    intro: template.intro,
    actions,
    outro: template.outro,
    linkFallback: templates.linkFallback(actions.length),
    signOff: templates.signOff,
    team: templates.team,
    footer: templates.footer,
  };
  return {
    language: request.language,
    subject: email.subject,
    text: renderText(email),
    html: renderHtml(email),
  };
}

/** A notice worded in one language; a text's links start with `appUrl`. */
export function writeNotice(notice: Notice, language: EmailLanguage, appUrl: string): NoticeWording {
  return templatesByLanguage[language].notices.write(notice, appUrl);
}

/** The e-mail of a notice: its title as the subject, its paragraphs, and a button to the page it is about. */
export function buildNoticeEmail(
  notice: Notice,
  recipient: { language: EmailLanguage; firstName?: string },
  appUrl: string,
): EmailContent {
  const { language } = recipient;
  const templates = templatesByLanguage[language];
  const wording = templates.notices.write(notice, appUrl);
  const actions = [{ label: templates.notices.openApp, url: buildLink(appUrl, noticeLinks[notice.topic]) }];
  const email: ResolvedEmail = {
    language,
    subject: wording.title,
    greeting: templates.greeting(greetingName(recipient.firstName)),
    intro: wording.paragraphs,
    actions,
    outro: [],
    linkFallback: templates.linkFallback(actions.length),
    signOff: templates.signOff,
    team: templates.team,
    footer: templates.footer,
  };
  return { language, subject: email.subject, text: renderText(email), html: renderHtml(email) };
}
