import type { ResolvedEmail } from './resolved-email.js';

/** The plain-text body: paragraphs separated by blank lines, each link on a line of its own. */
export function renderText(email: ResolvedEmail): string {
  const blocks = [
    email.greeting,
    ...email.intro,
    ...email.actions.map((action) => `${action.label}:\n${action.url}`),
    ...email.outro,
    `${email.signOff}\n${email.team}`,
    email.footer,
  ];
  return `${blocks.join('\n\n')}\n`;
}
