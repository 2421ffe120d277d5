import { buildEmail } from '../domain/build-email.js';
import type { EmailRequest } from '../domain/email-kind.js';
import { redactSecrets } from '../domain/redact.js';
import type { Mailer } from '../mailer.js';

export interface SendEmailDeps {
  mailer: Mailer;
  /** The web app's address, which every link in an e-mail starts with. */
  appUrl: string;
}

export interface SendEmailInput extends EmailRequest {
  to: string;
}

export type SendEmailResult = { status: 'sent'; messageId: string } | { status: 'failed'; error: string };

const maxErrorLength = 500;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes the requested e-mail and hands it to the mailer. Never throws: the caller decides what a
 * failure means. A failure's text never holds the token or the link built from it.
 */
export async function sendEmail(deps: SendEmailDeps, input: SendEmailInput): Promise<SendEmailResult> {
  try {
    const content = buildEmail(input, deps.appUrl);
    const { messageId } = await deps.mailer.send({ to: input.to, ...content });
    return { status: 'sent', messageId };
  } catch (error) {
    const text = redactSecrets(describe(error), [input.token]).slice(0, maxErrorLength);
    return { status: 'failed', error: text };
  }
}
