import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps every message it receives, for tests that follow e-mailed links. */
export interface MailCatcher {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `address` whose subject matches, waiting up to `timeoutMs`. */
  waitFor(address: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipients = (mail: ParsedMail) =>
    [mail.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((entry) => entry.address?.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(
          (mail) =>
            recipients(mail).includes(address.toLowerCase()) &&
            (!subject || subject.test(mail.subject ?? '')),
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail to ${address} within ${timeoutMs} ms (got ${messages.length} others)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that points at `path` under `appUrl`. */
export function linkIn(mail: ParsedMail, appUrl: string, path: string): URL {
  const text = mail.text ?? '';
  const escaped = `${appUrl}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}
