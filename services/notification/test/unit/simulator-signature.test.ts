import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import twilio from 'twilio';
import { beforeAll, describe, expect, it } from 'vitest';

interface Simulator {
  signTwilioRequest(authToken: string, url: string, params: Record<string, string>): string;
  repliesIn(twiml: string): string[];
}

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/sms.mjs');
let simulator: Simulator;

beforeAll(async () => {
  simulator = (await import(pathToFileURL(script).href)) as Simulator;
});

describe('the text simulator (scripts/sms.mjs)', () => {
  const token = 'fedcba9876543210fedcba9876543210';
  const url = 'http://localhost:8080/api/sms/inbound';
  const params = {
    AccountSid: `AC${'0'.repeat(32)}`,
    From: '916-555-0142',
    To: '+15005550006',
    Body: 'WORK 2 Café & más: ¿listo? +1 = 100%',
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    NumMedia: '0',
  };

  it('signs a webhook the way twilio.validateRequest checks it', () => {
    const signature = simulator.signTwilioRequest(token, url, params);
    expect(twilio.validateRequest(token, signature, url, params)).toBe(true);
    expect(signature).toBe(twilio.getExpectedTwilioSignature(token, url, params));
  });

  it('makes a signature that fails for another token, URL or body', () => {
    const signature = simulator.signTwilioRequest(token, url, params);
    expect(twilio.validateRequest(`${token.slice(1)}x`, signature, url, params)).toBe(false);
    expect(twilio.validateRequest(token, signature, 'http://localhost:8081/api/sms/inbound', params)).toBe(
      false,
    );
    expect(twilio.validateRequest(token, signature, url, { ...params, Body: 'WORK 3' })).toBe(false);
  });

  it('reads the reply texts of a TwiML answer', () => {
    const response = new twilio.twiml.MessagingResponse();
    response.message('Got it: 2 hours of "Employment" & more <ok>');
    expect(simulator.repliesIn(response.toString())).toEqual(['Got it: 2 hours of "Employment" & more <ok>']);
    expect(simulator.repliesIn(new twilio.twiml.MessagingResponse().toString())).toEqual([]);
  });
});
