import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSegments } from '../messaging/sms-segments.js';

// A local stand-in of the one call of Twilio's REST API the product makes, creating a message, for
// tests and benchmarks that run the real Twilio client without texting anyone.

/** How many messages a text takes; kept here for the tests that import it from the stand-in. */
export { smsSegments };

/** A message the stand-in accepted. */
export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn {
  /** `http://127.0.0.1:<port>`, ready for `TWILIO_API_BASE_URL`. */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: StandInMessage[];
  /** Resolves with the first message `predicate` accepts, once one arrived; rejects after `timeoutMs`. */
  waitFor(predicate: (message: StandInMessage) => boolean, timeoutMs?: number): Promise<StandInMessage>;
  close(): Promise<void>;
}

export interface TwilioStandInOptions {
  /** The account whose basic-auth credentials are accepted (`AC` and 32 hexadecimal digits). */
  accountSid: string;
  authToken: string;
  /**
   * How long each answer takes, in milliseconds from the request's arrival, as Twilio's API takes a
   * while over the internet (benchmarks use 150). A message is kept, and `messages` shows it, only when
   * its answer goes out. Default 0: at once.
   */
  responseDelayMs?: number;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MAX_REQUEST_BYTES = 64 * 1024;
const MAX_BODY_LENGTH = 1600;

/** Twilio's error body: its code, message, documentation link and the HTTP status. */
function sendError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

function credentialsOf(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Twilio's resource for a message it queued, with the fields its client reads. */
function messageResource(accountSid: string, message: StandInMessage, created: Date) {
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`;
  const date = created.toUTCString().replace('GMT', '+0000');
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: date,
    date_sent: null,
    date_updated: date,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(smsSegments(message.body)),
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: 'queued',
    subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
    to: message.to,
    uri,
  };
}

/**
 * Starts a stand-in of Twilio's REST API on an ephemeral loopback port. It answers
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form fields `To`, `From`, `Body`) for the
 * given account only, checking its basic-auth credentials, with 201 and a message resource shaped
 * like Twilio's, and refuses what Twilio would refuse with Twilio's error codes. With `responseDelayMs`
 * every answer, refusals included, goes out that long after its request arrived, the requests in
 * parallel, as Twilio's would over the internet.
 */
export async function startTwilioStandIn(options: TwilioStandInOptions): Promise<TwilioStandIn> {
  const delayMs = options.responseDelayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0) {
    throw new RangeError(`responseDelayMs must be a finite number of milliseconds >= 0, not ${delayMs}`);
  }
  const messages: StandInMessage[] = [];
  // Answers waiting out the delay: `close` lets them go at once rather than hold the process open.
  const waiting = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  /** Resolves once `delayMs` has passed since `arrived` (from `performance.now()`), or on `close`. */
  function answerTime(arrived: number): Promise<void> {
    const remaining = arrived + delayMs - performance.now();
    if (remaining <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const entry = {
        resolve,
        timer: setTimeout(() => {
          waiting.delete(entry);
          resolve();
        }, remaining),
      };
      waiting.add(entry);
    });
  }

  /** What Twilio would answer: an error, or the message it accepts. */
  async function decide(
    req: IncomingMessage,
  ): Promise<{ status: number; code: number; message: string } | StandInMessage> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const accountInPath = MESSAGES_PATH.exec(path)?.[1];
    const credentials = credentialsOf(req);
    if (credentials?.user !== options.accountSid || credentials.password !== options.authToken) {
      return { status: 401, code: 20003, message: 'Authenticate' };
    }
    if (req.method !== 'POST' || accountInPath !== options.accountSid) {
      return { status: 404, code: 20404, message: `The requested resource ${path} was not found` };
    }
    const form = await formOf(req);
    if (form === null) return { status: 413, code: 20001, message: 'Request too large' };
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (to === '') return { status: 400, code: 21604, message: "A 'To' phone number is required." };
    if (from === '') return { status: 400, code: 21603, message: "A 'From' phone number is required." };
    if (body === '') return { status: 400, code: 21602, message: 'Message body is required.' };
    if (body.length > MAX_BODY_LENGTH) {
      return {
        status: 400,
        code: 21617,
        message: 'The concatenated message body exceeds the 1600 character limit.',
      };
    }
    return { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = performance.now();
    const outcome = await decide(req);
    await answerTime(arrived);
    // Closed while it waited: the connection is gone, and Twilio never queued the message.
    if (closed || res.destroyed) return;
    if ('code' in outcome) return sendError(res, outcome.status, outcome.code, outcome.message);
    messages.push(outcome);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messageResource(options.accountSid, outcome, new Date())));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 20500, 'Internal Server Error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching text within ${timeoutMs} ms (${messages.length} others arrived)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        closed = true;
        for (const entry of waiting) {
          clearTimeout(entry.timer);
          entry.resolve();
        }
        waiting.clear();
        // The Twilio client keeps connections alive; they would hold `close` open until they time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
