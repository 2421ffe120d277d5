#!/usr/bin/env node
// `npm run sms -- <from> "<text>"`: sends a text to the running system as Twilio would (a signed,
// form-encoded webhook to /api/sms/inbound) and prints the reply. It talks to APP_URL, else
// http://localhost:${PORT:-8080}; it signs with TWILIO_AUTH_TOKEN, else with the development token
// the notification service keeps under DATA_DIR (default ./.data).
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DEV_TOKEN_FILE = path.join('keys', 'sms-dev-auth-token');
const FALLBACK_NUMBER = '+15005550006';

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
  if (env.TWILIO_AUTH_TOKEN) return env.TWILIO_AUTH_TOKEN;
  const file = path.resolve(env.DATA_DIR || './.data', DEV_TOKEN_FILE);
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
  if (env.TWILIO_PHONE_NUMBER) return env.TWILIO_PHONE_NUMBER;
  try {
    const response = await fetch(`${baseUrl}/api/sms/number`);
    if (response.ok) return (await response.json()).phoneNumber;
  } catch {
    // The POST below reports an unreachable system.
  }
  return FALLBACK_NUMBER;
}

async function main(argv, env) {
  const [from, ...words] = argv;
  const body = words.join(' ');
  if (!from || words.length === 0) {
    process.stderr.write(
      'Usage: npm run sms -- <from number> "<text>"   e.g. npm run sms -- 916-555-0142 "WORK 2 Stocked shelves"\n',
    );
    return 2;
  }
  const baseUrl = (env.APP_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
  const url = `${baseUrl}/api/sms/inbound`;
  const params = {
    AccountSid: `AC${'0'.repeat(32)}`,
    ApiVersion: '2010-04-01',
    From: from,
    To: await systemNumber(baseUrl, env),
    Body: body,
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    NumMedia: '0',
  };
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
    process.stderr.write(`The system answered ${response.status}: ${text}\n`);
    return 1;
  }
  const replies = repliesIn(text);
  process.stdout.write(replies.length > 0 ? `${replies.join('\n')}\n` : '(no reply)\n');
  return 0;
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
