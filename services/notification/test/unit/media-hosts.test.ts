import { parseConfig } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { mediaHostsOf, notificationConfigSchema } from '../../src/config.js';
import { isAllowedMediaUrl } from '../../src/twilio-media.js';

const account = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: '0123456789abcdef0123456789abcdef',
  TWILIO_PHONE_NUMBER: '+15005550006',
};

describe('TWILIO_MEDIA_HOSTS', () => {
  it('defaults to Twilio’s media hosts with an account, and to this machine without one (the simulator)', () => {
    expect(mediaHostsOf(parseConfig(notificationConfigSchema, account))).toEqual([
      'api.twilio.com',
      'mms.twiliocdn.com',
      'media.twiliocdn.com',
    ]);
    expect(mediaHostsOf(parseConfig(notificationConfigSchema, {}))).toEqual([
      '127.0.0.1',
      'localhost',
      '[::1]',
    ]);
  });

  it('takes a comma-separated list of hosts, with ports when meant', () => {
    const config = parseConfig(notificationConfigSchema, {
      ...account,
      TWILIO_MEDIA_HOSTS: ' API.twilio.com, media.example.org:8443 ,',
    });
    expect(mediaHostsOf(config)).toEqual(['api.twilio.com', 'media.example.org:8443']);
  });

  it.each(['https://api.twilio.com', 'api.twilio.com/media', 'user@api.twilio.com', ','])(
    'refuses %s',
    (value) => {
      expect(() => parseConfig(notificationConfigSchema, { TWILIO_MEDIA_HOSTS: value })).toThrow(
        /TWILIO_MEDIA_HOSTS/,
      );
    },
  );
});

describe('a media URL', () => {
  const twilio = ['api.twilio.com', 'media.twiliocdn.com'];
  it.each([
    ['https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1', true],
    ['https://API.Twilio.com:443/x', true],
    ['https://media.twiliocdn.com/abc?Expires=1', true],
    ['http://api.twilio.com/x', false],
    ['https://api.twilio.com.evil.example/x', false],
    ['https://evil.example/api.twilio.com', false],
    ['https://user:secret@api.twilio.com/x', false],
    ['ftp://api.twilio.com/x', false],
  ])('%s may be fetched from Twilio’s hosts: %s', (url, allowed) => {
    expect(isAllowedMediaUrl(new URL(url), twilio)).toBe(allowed);
  });

  it('goes over plain http only to this machine, and to the port an entry names', () => {
    expect(isAllowedMediaUrl(new URL('http://127.0.0.1:4000/m'), ['127.0.0.1:4000'])).toBe(true);
    expect(isAllowedMediaUrl(new URL('http://127.0.0.1:4001/m'), ['127.0.0.1:4000'])).toBe(false);
    expect(isAllowedMediaUrl(new URL('http://media.example.org:4000/m'), ['media.example.org:4000'])).toBe(
      false,
    );
    expect(isAllowedMediaUrl(new URL('http://localhost:9/m'), ['localhost'])).toBe(true);
  });
});
