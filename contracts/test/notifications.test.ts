import {
  receiveTextRequest,
  listNotificationsRequest,
  sendFeedbackRequest,
  textMessageDraft,
} from '@tracker/contracts/http/notifications';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

describe('feedback', () => {
  it('reads category, message and consent', () => {
    expect(
      valid(sendFeedbackRequest, {
        category: 'bug',
        message: ' The date picker is stuck ',
        mayContact: 'on',
      }),
    ).toEqual({
      category: 'bug',
      message: 'The date picker is stuck',
      mayContact: true,
    });
    expect(valid(sendFeedbackRequest, { category: 'other', message: 'Thanks' }).mayContact).toBe(false);
  });

  it('asks for a category and a message', () => {
    expect(errors(sendFeedbackRequest, { category: '', message: '  ' })).toEqual({
      category: 'Please choose a category',
      message: 'Message is required',
    });
  });
});

describe('text message', () => {
  const draft = { fromNumber: '+15550001111', toNumber: '+15552223333' };

  it('allows 160 characters and refuses 161', () => {
    valid(textMessageDraft, { ...draft, messageBody: 'x'.repeat(160) });
    expect(errors(textMessageDraft, { ...draft, messageBody: 'x'.repeat(161) })).toEqual({
      messageBody: 'Message too long',
    });
  });

  it('requires sender, recipient and message', () => {
    expect(errors(textMessageDraft, {})).toEqual({
      fromNumber: 'From number is required',
      toNumber: 'To number is required',
      messageBody: 'Message is required',
    });
  });
});

describe('Twilio inbound webhook', () => {
  const form = {
    AccountSid: 'AC123',
    ApiVersion: '2010-04-01',
    From: '+15550001111',
    To: '+15552223333',
    Body: ' JOB 2 Applied at the hardware store ',
    MessageSid: 'SM0123456789abcdef',
    NumMedia: '0',
  };

  it('reads the form into the text message fields', () => {
    expect(valid(receiveTextRequest, form)).toEqual({
      fromNumber: '+15550001111',
      toNumber: '+15552223333',
      messageBody: 'JOB 2 Applied at the hardware store',
      messageSid: 'SM0123456789abcdef',
      numMedia: 0,
      mediaUrls: [],
      mediaContentTypes: [],
      hasAttachments: false,
    });
  });

  it('collects the media of a picture message', () => {
    const parsed = valid(receiveTextRequest, {
      ...form,
      Body: '',
      NumMedia: '2',
      MediaUrl0: 'https://api.twilio.com/m/0',
      MediaContentType0: 'image/jpeg',
      MediaUrl1: 'https://api.twilio.com/m/1',
      MediaContentType1: 'application/pdf',
    });
    expect(parsed.mediaUrls).toEqual(['https://api.twilio.com/m/0', 'https://api.twilio.com/m/1']);
    expect(parsed.mediaContentTypes).toEqual(['image/jpeg', 'application/pdf']);
    expect(parsed.hasAttachments).toBe(true);
  });

  it('refuses a form that announces media it does not carry', () => {
    expect(errors(receiveTextRequest, { ...form, NumMedia: '1' })).toEqual({
      MediaUrl0: 'MediaUrl0 is required',
    });
  });

  it('needs the sender, recipient and message id', () => {
    expect(errors(receiveTextRequest, { Body: 'HELP' })).toEqual({
      From: 'From is required',
      To: 'To is required',
      MessageSid: 'MessageSid is required',
    });
  });

  it('accepts a long inbound text so the sender can be answered', () => {
    expect(valid(receiveTextRequest, { ...form, Body: 'x'.repeat(161) }).messageBody).toHaveLength(161);
  });
});

describe('notification list query', () => {
  it('defaults to the 50 newest, read or not', () => {
    expect(valid(listNotificationsRequest, {})).toEqual({ unreadOnly: false, limit: 50 });
    expect(valid(listNotificationsRequest, { unreadOnly: 'true', limit: '10' })).toEqual({
      unreadOnly: true,
      limit: 10,
    });
    expect(errors(listNotificationsRequest, { limit: '0' })).toEqual({ limit: 'Limit must be 1 to 100' });
  });
});
