import type { EmailContent, EmailLanguage, EmailRequest } from './email-kind.js';
import { buildLink } from './links.js';
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
