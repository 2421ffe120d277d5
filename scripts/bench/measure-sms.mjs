// Texts in: signed Twilio webhooks from seeded enrollees' phones, counted until each has become a stored
// activity (notification stores the text and publishes; activity logs it; nothing is lost on the way).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { signTwilioRequest } from '../sms.mjs';
import { measured } from './measure.mjs';
import { seededUser } from './seed.mjs';

/** Where the notification service keeps the development token it checks webhook signatures with. */
const DEV_TOKEN_FILE = path.join('keys', 'sms-dev-auth-token');

async function storedTexts(client, prefix) {
  const { rows } = await client.query(
    "select count(*)::int as stored from activity.activities where source = 'sms' and sms_message_sid like $1",
    [`${prefix}%`],
  );
  return rows[0].stored;
}

/**
 * Sends `settings.texts` webhooks (`WORK 2 ...`, each with its own MessageSid) through the gateway,
 * `connections` at a time, then waits until activity holds that many text-logged activities or stops
 * gaining. Throughput is texts stored per second from the first send to the last one stored.
 */
export async function textsToActivities(ctx) {
  const texts = ctx.settings.texts;
  const authToken = (await readFile(path.join(ctx.dataDir, DEV_TOKEN_FILE), 'utf8')).trim();
  const { phoneNumber } = await (await fetch(`${ctx.gatewayUrl}/api/sms/number`)).json();
  const url = `${ctx.appUrl}/api/sms/inbound`;
  // MessageSids of this run share a prefix, so what it stored can be counted apart from anything else.
  const prefix = `SM${randomBytes(4).toString('hex')}`;
  let sent = 0;
  const vary = (request) => {
    const n = sent++;
    // Phones of the regular enrollees (index 2 onward), round the list when there are more texts.
    const { phone } = seededUser(2 + (n % (ctx.counts.users - 2)));
    const params = {
      AccountSid: `AC${'0'.repeat(32)}`,
      ApiVersion: '2010-04-01',
      From: phone,
      To: phoneNumber,
      Body: `WORK 2 Benchmark text ${n}`,
      MessageSid: `${prefix}${String(n).padStart(24, '0')}`,
      NumMedia: '0',
    };
    return {
      ...request,
      headers: { ...request.headers, 'x-twilio-signature': signTwilioRequest(authToken, url, params) },
      body: new URLSearchParams(params).toString(),
    };
  };

  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const webhook = await measured(ctx, {
      url: `${ctx.gatewayUrl}/api/sms/inbound`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      vary,
      amount: texts,
    });
    let stored = await storedTexts(client, prefix);
    let lastGain = performance.now();
    let allStoredAt = stored >= texts ? performance.now() : undefined;
    while (allStoredAt === undefined && performance.now() - lastGain < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await storedTexts(client, prefix);
      if (now > stored) lastGain = performance.now();
      stored = now;
      if (stored >= texts) allStoredAt = performance.now();
    }
    const seconds = ((allStoredAt ?? lastGain) - started) / 1000;
    const perSecond = Math.round(stored / seconds);
    const lost = texts - stored;
    return {
      id: 'sms',
      title: 'POST /api/sms/inbound until the activity is stored',
      requestsPerSecond: perSecond,
      p50Ms: webhook.p50Ms,
      p95Ms: webhook.p95Ms,
      p99Ms: webhook.p99Ms,
      failures: webhook.failures,
      cpuMsPerRequest: webhook.cpuMsPerRequest,
      result: `${stored} of ${texts} texts stored as activities in ${seconds.toFixed(1)} s (webhook answered at ${webhook.requestsPerSecond}/s); lost ${lost}`,
      goal: '>= 200/s, none lost',
      met: perSecond >= 200 && lost === 0 && webhook.failures === 0,
      texts,
      stored,
      lost,
    };
  } finally {
    await client.end();
  }
}
