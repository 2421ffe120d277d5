import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps every message it receives, parsed, for tests that read e-mail. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, ready for `SMTP_URL`. */
  url: string;
  messages: ParsedMail[];
  /** Resolves once `count` messages arrived; rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves with the first message to `address` whose subject matches; rejects after `timeoutMs`. */
  waitForMessageTo(address: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((entry) => entry.address?.toLowerCase() ?? '');
}

async function until<T>(find: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts a mail catcher on an ephemeral loopback port (no TLS, no authentication). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForCount: (count, timeoutMs = 10_000) =>
      until(
        () => (messages.length >= count ? messages : undefined),
        timeoutMs,
        () => `expected ${count} messages, got ${messages.length}`,
      ),
    waitForMessageTo: (address, subject, timeoutMs = 15_000) =>
      until(
        () =>
          messages.find(
            (mail) =>
              recipients(mail).includes(address.toLowerCase()) &&
              (!subject || subject.test(mail.subject ?? '')),
          ),
        timeoutMs,
        () => `no e-mail to ${address} within ${timeoutMs} ms (${messages.length} others arrived)`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text to `path` under `appUrl`, with its `token` query parameter. */
export function linkIn(mail: ParsedMail, appUrl: string, path: string): URL {
  const text = mail.text ?? '';
  const escaped = `${appUrl}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}
