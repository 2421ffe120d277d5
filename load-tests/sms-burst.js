// A burst of inbound texts, as Twilio delivers them when many people text their hours at once:
// correctly signed webhooks from the load-test accounts' phone numbers.
//   k6 run -e BASE_URL=... -e TWILIO_AUTH_TOKEN=... -e PHONE_PREFIX=+1555000 load-tests/sms-burst.js
import { check } from 'k6';
import crypto from 'k6/crypto';
import http from 'k6/http';
import { BASE_URL, USER_COUNT } from './lib/config.js';

export const options = {
  scenarios: {
    burst: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 200),
      timeUnit: '1s',
      duration: __ENV.HOLD || '2m',
      preAllocatedVUs: 100,
      maxVUs: 500,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    'http_req_duration{kind:write}': ['p(95)<400'],
    checks: ['rate>0.999'],
  },
};

const AUTH_TOKEN = __ENV.TWILIO_AUTH_TOKEN || '';
const TO = __ENV.TWILIO_PHONE_NUMBER || '+15555550100';
/** Load-test account n has the phone number PHONE_PREFIX followed by n padded to fill 10 digits. */
const PHONE_PREFIX = __ENV.PHONE_PREFIX || '+1555000';

function phoneOf(n) {
  const digits = 12 - PHONE_PREFIX.length;
  return `${PHONE_PREFIX}${String(n).padStart(digits, '0')}`;
}

/** Twilio's signature: HMAC-SHA1 over the URL followed by each parameter name and value, sorted by name. */
function signature(url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return crypto.hmac('sha1', AUTH_TOKEN, data, 'base64');
}

export default function smsBurst() {
  const url = `${BASE_URL}/api/sms/inbound`;
  const n = ((__VU * 7919 + __ITER) % USER_COUNT) + 1;
  const params = {
    MessageSid: `SMload${__VU}x${__ITER}x${Date.now()}`,
    From: phoneOf(n),
    To: TO,
    Body: `WORK 1.5 Load test shift ${__ITER}`,
    NumMedia: '0',
  };
  const response = http.post(url, params, {
    headers: { 'X-Twilio-Signature': signature(url, params) },
    tags: { kind: 'write', name: '/api/sms/inbound' },
  });
  check(response, {
    'webhook answered TwiML': (r) => r.status === 200 && String(r.headers['Content-Type']).includes('xml'),
  });
}
