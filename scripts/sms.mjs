#!/usr/bin/env node
// `npm run sms -- <from> [--file <path>]... "<text>"`: sends a text to the running system as Twilio
// would (a signed, form-encoded webhook to /api/sms/inbound) and prints the reply. Each `--file` goes
// along as an MMS medium, served from this machine for the system to fetch, as it fetches Twilio's.
// Settings are read as `npm start` reads them (empty values are unset, DATA_DIR is relative to the
// project): it talks to APP_URL, else http://localhost:${PORT}, else to the address the running system
// noted under DATA_DIR (default ./.data); it signs with TWILIO_AUTH_TOKEN, else with the development
// token the notification service keeps under DATA_DIR.
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEV_TOKEN_FILE = path.join('keys', 'sms-dev-auth-token');
/** Where the running system notes its address (services/embedded, `SYSTEM_ADDRESS_FILE`). */
const SYSTEM_ADDRESS_FILE = 'system-address.json';
const FALLBACK_NUMBER = '+15005550006';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The types texted files are sent as, by extension; the system keeps photos and PDFs. */
const MEDIA_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/**
 * A setting as the system's configuration reads it: blank means unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @returns {string | undefined}
 */
function setting(env, name) {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The data folder `npm start` uses: DATA_DIR (default ./.data) relative to the project, where it runs.
 * @param {Record<string, string | undefined>} env
 */
export function dataDirOf(env) {
  return path.resolve(ROOT, setting(env, 'DATA_DIR') ?? './.data');
}

/**
 * The address of the running system: APP_URL, else http://localhost:PORT, else the one the system
 * noted under its DATA_DIR when it started, else http://localhost:8080.
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<string>}
 */
export async function systemUrlOf(env) {
  const configured =
    setting(env, 'APP_URL') ??
    (setting(env, 'PORT') ? `http://localhost:${setting(env, 'PORT')}` : undefined);
  if (configured) return configured.replace(/\/+$/, '');
  try {
    const noted = JSON.parse(await readFile(path.join(dataDirOf(env), SYSTEM_ADDRESS_FILE), 'utf8'));
    if (typeof noted.url === 'string') return noted.url.replace(/\/+$/, '');
  } catch {
    // No system noted its address there: the default port.
  }
  return 'http://localhost:8080';
}

/**
 * Serves `files` on a loopback port, each under an unguessable path, for the system to fetch as it
 * fetches Twilio's media; the embedded defaults allow this machine as a media host.
 * @param {string[]} files
 * @returns {Promise<{ media: Array<{ url: string; contentType: string }>; close(): Promise<void> }>}
 */
export async function serveMedia(files) {
  const served = new Map();
  for (const file of files) {
    const contentType = MEDIA_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    served.set(`/${randomBytes(16).toString('hex')}/${encodeURIComponent(path.basename(file))}`, {
      bytes: await readFile(file),
      contentType,
    });
  }
  const server = createServer((req, res) => {
    const found =
      req.method === 'GET' ? served.get(new URL(req.url ?? '/', 'http://media').pathname) : undefined;
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length });
    res.end(found.bytes);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    media: [...served].map(([pathname, { contentType }]) => ({
      url: `http://127.0.0.1:${port}${pathname}`,
      contentType,
    })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The number, the files and the words of the command line.
 * @param {string[]} argv
 */
export function parseArguments(argv) {
  const files = [];
  const words = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--file' && i + 1 < argv.length) files.push(argv[++i]);
    else if (argv[i]?.startsWith('--file=')) files.push(argv[i].slice('--file='.length));
    else words.push(argv[i]);
  }
  const [from, ...text] = words;
  return { from, files, body: text.join(' ') };
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL followed by every form
 * field's name and value, names in sorted order, as base64.
 * @param {string} authToken
 * @param {string} url
 * @param {Record<string, string>} params
 * @returns {string}
 */
export function signTwilioRequest(authToken, url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/**
 * The texts of the `<Message>` elements of a TwiML answer.
 * @param {string} twiml
 * @returns {string[]}
 */
export function repliesIn(twiml) {
  const entities = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
  return [...twiml.matchAll(/<Message[^>]*>([\s\S]*?)<\/Message>/g)].map((match) =>
    (match[1] ?? '').replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity] ?? entity),
  );
}

async function authToken(env) {
  const configured = setting(env, 'TWILIO_AUTH_TOKEN');
  if (configured) return configured;
  const file = path.join(dataDirOf(env), DEV_TOKEN_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new Error(
      `No TWILIO_AUTH_TOKEN and no development token at ${file}: is the system running (npm start)?`,
    );
  }
}

/** The number the system answers on, as it announces it; the test number if it cannot be asked. */
async function systemNumber(baseUrl, env) {
  const configured = setting(env, 'TWILIO_PHONE_NUMBER');
  if (configured) return configured;
  try {
    const response = await fetch(`${baseUrl}/api/sms/number`);
    if (response.ok) return (await response.json()).phoneNumber;
  } catch {
    // The POST below reports an unreachable system.
  }
  return FALLBACK_NUMBER;
}

/**
 * Sends the text of the command line and writes the reply to `out`; resolves with the exit code.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {{ write(text: string): unknown }} out
 * @param {{ write(text: string): unknown }} err
 */
export async function main(argv, env, out = process.stdout, err = process.stderr) {
  const { from, files, body } = parseArguments(argv);
  if (!from || (body === '' && files.length === 0)) {
    err.write(
      'Usage: npm run sms -- <from number> [--file <photo or PDF>] "<text>"\n' +
        '  e.g. npm run sms -- 916-555-0142 "WORK 2 Stocked shelves"\n' +
        '       npm run sms -- 916-555-0142 --file letter.pdf "DOC"\n',
    );
    return 2;
  }
  const baseUrl = await systemUrlOf(env);
  const url = `${baseUrl}/api/sms/inbound`;
  const media = await serveMedia(files);
  try {
    const params = {
      AccountSid: `AC${'0'.repeat(32)}`,
      ApiVersion: '2010-04-01',
      From: from,
      To: await systemNumber(baseUrl, env),
      Body: body,
      MessageSid: `${files.length > 0 ? 'MM' : 'SM'}${randomBytes(16).toString('hex')}`,
      NumMedia: String(media.media.length),
    };
    media.media.forEach((medium, i) => {
      params[`MediaUrl${i}`] = medium.url;
      params[`MediaContentType${i}`] = medium.contentType;
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(await authToken(env), url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    const text = await response.text();
    if (!response.ok) {
      err.write(`The system answered ${response.status}: ${text}\n`);
      return 1;
    }
    const replies = repliesIn(text);
    out.write(replies.length > 0 ? `${replies.join('\n')}\n` : '(no reply)\n');
    return 0;
  } finally {
    await media.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
