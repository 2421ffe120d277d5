import type { ResolvedEmail } from './resolved-email.js';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values; a first name is whatever the person typed. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

// Mail readers ignore style sheets, so every style is inline.
const styles = {
  body: 'margin:0;padding:0;background-color:#f0f0f0;',
  card: 'max-width:560px;margin:0 auto;padding:24px;background-color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;',
  button:
    'display:inline-block;padding:12px 20px;background-color:#005ea2;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;',
  fallback: 'font-size:14px;color:#454545;',
  fallbackLink: 'color:#005ea2;word-break:break-all;',
  footer: 'margin-top:24px;padding-top:12px;border-top:1px solid #dfe1e2;font-size:13px;color:#71767a;',
};

function paragraph(text: string, style?: string): string {
  return style ? `<p style="${style}">${text}</p>` : `<p>${text}</p>`;
}

/** The HTML body: the same words as the text body, with the links as buttons. */
export function renderHtml(email: ResolvedEmail): string {
  const buttons = email.actions.map((action) =>
    paragraph(`<a href="${escapeHtml(action.url)}" style="${styles.button}">${escapeHtml(action.label)}</a>`),
  );
  const fallback =
    email.actions.length === 0
      ? []
      : [
          paragraph(
            [
              escapeHtml(email.linkFallback),
              ...email.actions.map(
                (action) =>
                  `<a href="${escapeHtml(action.url)}" style="${styles.fallbackLink}">${escapeHtml(action.url)}</a>`,
              ),
            ].join('<br>'),
            styles.fallback,
          ),
        ];
  const content = [
    paragraph(escapeHtml(email.greeting)),
    ...email.intro.map((text) => paragraph(escapeHtml(text))),
    ...buttons,
    ...fallback,
    ...email.outro.map((text) => paragraph(escapeHtml(text))),
    paragraph(`${escapeHtml(email.signOff)}<br>${escapeHtml(email.team)}`),
    paragraph(escapeHtml(email.footer), styles.footer),
  ];
  return [
    '<!DOCTYPE html>',
    `<html lang="${email.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(email.subject)}</title>`,
    '</head>',
    `<body style="${styles.body}">`,
    `<div style="${styles.card}">`,
    ...content,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
