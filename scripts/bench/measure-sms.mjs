// Texts in: signed Twilio webhooks from seeded enrollees' phones, each counted until it has become a
// stored activity and its confirmation text has gone out through Twilio's API (a stand-in in this
// process that answers after 150 ms): notification stores the text and publishes; activity logs it;
// notification answers the logged event with an in-app notice and the confirmation. Nothing may be lost.
import { randomBytes } from 'node:crypto';
import { signTwilioRequest } from '../sms.mjs';
import { cpuMeter, perUnit, systemTotal } from './cpu.mjs';
import { goal, unknown, withGoals } from './goals.mjs';
import { load } from './http.mjs';
import { benchClient } from './infrastructure.mjs';
import { seededUser } from './seed.mjs';

/** Goals of the texts row. */
export const TEXT_GOALS = { cpuMs: 10, perSecond: 200 };

/** A run stops waiting once neither count has grown for this long. */
const STALL_MS = 30_000;

/** Texts stored as activities among `sids`. */
async function storedTexts(client, sids) {
  const { rows } = await client.query(
    "select count(*)::int as stored from activity.activities where source = 'sms' and sms_message_sid = any($1::text[])",
    [sids],
  );
  return rows[0].stored;
}

/**
 * Sends `count` signed webhooks (`WORK 2 ...`, each with its own MessageSid) through the gateway,
 * `connections` at a time, then follows them until activity holds every one and the stand-in has
 * answered as many confirmations to the senders' phones, or until neither count has grown for 30 s.
 */
async function sendAndFollow(ctx, client, count, connections) {
  const { twilio } = ctx;
  const url = `${ctx.appUrl}/api/sms/inbound`;
  // MessageSids of this batch share a prefix, so what it stored is counted apart from anything else.
  const prefix = `SM${randomBytes(4).toString('hex')}`;
  const sids = Array.from({ length: count }, (_, n) => `${prefix}${String(n).padStart(24, '0')}`);
  const phones = new Set();
  const confirmationsBefore = twilio.standIn.messages.length;
  const confirmed = () =>
    twilio.standIn.messages
      .slice(confirmationsBefore)
      .filter((message) => message.from === twilio.phoneNumber && phones.has(message.to)).length;

  let sent = 0;
  const vary = (request) => {
    const n = sent++;
    // Phones of the regular enrollees (index 2 onward), round the list when there are more texts.
    const { phone } = seededUser(2 + (n % (ctx.counts.users - 2)));
    phones.add(phone);
    const params = {
      AccountSid: twilio.accountSid,
      ApiVersion: '2010-04-01',
      From: phone,
      To: twilio.phoneNumber,
      Body: `WORK 2 Benchmark text ${n}`,
      MessageSid: sids[n % count],
      NumMedia: '0',
    };
    return {
      ...request,
      headers: {
        ...request.headers,
        'x-twilio-signature': signTwilioRequest(twilio.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    };
  };

  const started = performance.now();
  const webhook = await load({
    url: `${ctx.gatewayUrl}/api/sms/inbound`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    vary,
    amount: count,
    connections,
  });
  const seconds = () => (performance.now() - started) / 1000;
  let stored = await storedTexts(client, sids);
  let sentOut = confirmed();
  let lastGain = performance.now();
  let storedAt = stored >= count ? seconds() : undefined;
  let confirmedAt = sentOut >= count ? seconds() : undefined;
  while ((storedAt === undefined || confirmedAt === undefined) && performance.now() - lastGain < STALL_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [nowStored, nowSent] = [await storedTexts(client, sids), confirmed()];
    if (nowStored > stored || nowSent > sentOut) lastGain = performance.now();
    stored = nowStored;
    sentOut = nowSent;
    if (storedAt === undefined && stored >= count) storedAt = seconds();
    if (confirmedAt === undefined && sentOut >= count) confirmedAt = seconds();
  }
  return {
    webhook,
    stored,
    confirmed: sentOut,
    storedAt,
    confirmedAt,
    // Done when the last text was both stored and confirmed; else when the counts stopped growing.
    seconds: Math.max(storedAt ?? 0, confirmedAt ?? 0) || (lastGain - started) / 1000,
  };
}

/**
 * The texts row. A warm-up batch (a tenth, at most 50) goes first and is followed to the end
 * unrecorded; then `settings.texts` are sent and followed. Throughput is texts both stored and
 * confirmed per second, from the first send to the last confirmation; the CPU figures are of that
 * whole span, every process, divided by the texts; latencies are the webhook's answers.
 */
export async function textsToActivities(ctx) {
  const texts = ctx.settings.texts;
  const connections = ctx.settings.connections;
  const client = benchClient(ctx.databaseUrl);
  await client.connect();
  try {
    await sendAndFollow(ctx, client, Math.min(50, Math.max(1, Math.ceil(texts / 10))), connections);
    const meter = await cpuMeter(ctx.listPids);
    const run = await sendAndFollow(ctx, client, texts, connections);
    const cpuMsPerRequest = perUnit(await meter.since(), texts);
    const done = Math.min(run.stored, run.confirmed);
    const perSecond = Math.round(done / run.seconds);
    const lost = texts - done;
    const total = systemTotal(cpuMsPerRequest);
    const timing = (at) => (at === undefined ? 'not all' : `all in ${at.toFixed(1)} s`);
    return withGoals(
      {
        id: 'sms',
        title: 'POST /api/sms/inbound until stored and confirmed',
        requestsPerSecond: perSecond,
        p50Ms: run.webhook.p50Ms,
        p95Ms: run.webhook.p95Ms,
        p99Ms: run.webhook.p99Ms,
        failures: run.webhook.failures,
        cpuMsPerRequest,
        result:
          `${run.stored} of ${texts} texts stored (${timing(run.storedAt)}), ${run.confirmed} confirmations ` +
          `answered by the Twilio stand-in after ${ctx.twilio.responseDelayMs} ms (${timing(run.confirmedAt)}); ` +
          `webhook answered at ${run.webhook.requestsPerSecond}/s; lost ${lost}`,
        texts,
        stored: run.stored,
        confirmed: run.confirmed,
        storedSeconds: run.storedAt ?? null,
        confirmedSeconds: run.confirmedAt ?? null,
        lost,
        twilioResponseDelayMs: ctx.twilio.responseDelayMs,
      },
      [
        total === null
          ? unknown(`CPU total <= ${TEXT_GOALS.cpuMs} ms`, 'no process CPU measured')
          : goal(`CPU total <= ${TEXT_GOALS.cpuMs} ms`, total <= TEXT_GOALS.cpuMs),
        goal(`>= ${TEXT_GOALS.perSecond}/s`, perSecond >= TEXT_GOALS.perSecond),
        goal('none lost', lost === 0 && run.webhook.failures === 0),
      ],
    );
  } finally {
    await client.end();
  }
}
