import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiHarness,
  appUrl,
  authToken,
  createApiHarness,
  serviceNumber,
  textForm,
  twimlMessages,
} from '../support/api-harness.js';

interface TextRow {
  id: string;
  direction: string;
  user_id: string | null;
  from_number: string;
  to_number: string;
  message_body: string;
  message_sid: string;
  status: string;
  activity_id: string | null;
  processed: boolean;
  error_message: string | null;
  num_media: number;
  media_urls: string[];
  media_content_types: string[];
  has_attachments: boolean;
  reply_body: string | null;
}

let h: ApiHarness;
let phoneCounter = 0;

/** A fresh number in both the form people type and the form Twilio sends. */
function newPhone(): { typed: string; e164: string } {
  phoneCounter++;
  const line = String(1000 + phoneCounter).slice(-4);
  return { typed: `916-555-${line}`, e164: `+1916555${line}` };
}

async function textRows(sid?: string): Promise<TextRow[]> {
  const query = h.db.knex<TextRow>('text_messages').orderBy('created_at');
  if (sid) query.where({ message_sid: sid });
  return query;
}

/** Sends a signed text and returns the reply texts. */
async function send(from: string, body: string): Promise<string[]> {
  const response = await h.inbound(textForm(from, body)).expect(200);
  expect(response.type).toBe('text/xml');
  return twimlMessages(response.text);
}

beforeAll(async () => {
  h = await createApiHarness();
});

afterAll(async () => {
  await h.close();
});

describe('the Twilio signature', () => {
  it('refuses a text without a signature with 403 and stores nothing', async () => {
    const form = textForm('+19165550100', 'HELP');
    const response = await h.inbound(form, { signature: null }).expect(403);
    expect(response.body).toMatchObject({ message: 'Invalid or missing Twilio signature' });
    expect(await textRows(form.MessageSid)).toEqual([]);
  });

  it('refuses a signature made with another token, or over other fields, and stores nothing', async () => {
    const form = textForm('+19165550100', 'HELP');
    await h.inbound(form, { token: 'not-the-token-0123456789' }).expect(403);
    const signedForOther = textForm('+19165550100', 'STATUS');
    const signature = twilio.getExpectedTwilioSignature(
      authToken,
      `${appUrl}/api/sms/inbound`,
      signedForOther,
    );
    await h.inbound(form, { signature }).expect(403);
    expect(await textRows(form.MessageSid)).toEqual([]);
    expect(await h.events()).toEqual([]);
  });

  it('stores a correctly signed text with the spec’s fields', async () => {
    const form = textForm('+19165550100', ' HELP ', {
      NumMedia: '1',
      MediaUrl0: 'https://api.twilio.com/media/1',
      MediaContentType0: 'image/jpeg',
    });
    await h.inbound(form).expect(200);
    const [row] = await textRows(form.MessageSid);
    expect(row).toMatchObject({
      direction: 'inbound',
      from_number: '+19165550100',
      to_number: serviceNumber,
      message_body: 'HELP',
      status: 'processed',
      processed: true,
      activity_id: null,
      num_media: 1,
      media_urls: ['https://api.twilio.com/media/1'],
      media_content_types: ['image/jpeg'],
      has_attachments: true,
    });
  });

  it('answers 400 to a signed form that is not a text', async () => {
    await h.inbound({ Body: 'HELP' }).expect(400);
  });
});

describe('keywords', () => {
  it.each(['HELP', 'help', ' Help ', 'INFO', 'info!'])('answers %j with the instructions', async (body) => {
    const [reply] = await send(newPhone().e164, body);
    expect(reply).toContain('Work Requirement Tracker');
    expect(reply).toContain('TYPE HOURS Description');
    expect(reply).toContain('JOB, WORK, TRAINING, VOLUNTEER');
    expect(reply).toContain('STOP');
    expect(reply).toContain('Msg & data rates may apply');
  });

  it.each(['AYUDA', 'ayuda', 'Ayuda?'])('answers %j in Spanish for an unknown number', async (body) => {
    const [reply] = await send(newPhone().e164, body);
    expect(reply).toContain('TIPO HORAS Detalle');
    expect(reply).toContain('BUSQUEDA, TRABAJO, CAPACITACION, VOLUNTARIO');
    expect(reply).toContain('Pueden aplicarse tarifas de mensajes y datos');
  });

  it('answers in the account’s language whatever the keyword’s language', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164, preferredLanguage: 'es' });
    expect((await send(phone.e164, 'HELP'))[0]).toContain('TIPO HORAS Detalle');
    expect((await send(phone.e164, 'WORK 2 Acomodé cajas'))[0]).toBe(
      'Recibido: 2 horas de Empleo. Le avisaremos por mensaje cuando quede registrado.',
    );
  });

  it.each(['STATUS', 'status', 'Status!'])('answers %j with this month’s hours', async (body) => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    h.setNow('2026-03-24T15:00:00Z');
    const [reply] = await send(phone.e164, body);
    // The seed profile's month in the dashboard's words: the same facts as before the profiles.
    expect(reply).toBe(
      "March isn't met yet: you have 0 of 20 hours. Log 20 more hours of job search, work, training or volunteering by April 15.",
    );
  });

  it('counts the qualifying hours of the month in STATUS, and says when the requirement is met', async () => {
    const phone = newPhone();
    const user = await h.enrollee({ phone: phone.e164, requiredMonthlyHours: 10 });
    h.setNow('2026-03-24T15:00:00Z');
    const logged = (hours: number, date: string) =>
      h.deliver(activityLoggedV1, {
        activityId: randomUUID(),
        userId: user.id,
        type: 'employment',
        hours,
        date,
        description: 'Shift',
        source: 'web',
        createdAt: '2026-03-20T10:00:00Z',
      });
    await logged(4.5, '2026-03-02');
    await logged(3, '2026-02-27');
    expect((await send(phone.e164, 'STATUS'))[0]).toBe(
      "March isn't met yet: you have 4.5 of 10 hours. Log 5.5 more hours of job search, work, training or volunteering by April 15.",
    );
    await logged(6, '2026-03-23');
    expect((await send(phone.e164, 'STATUS'))[0]).toBe(
      "You're done for March: 10.5 hours logged, 10 needed. Nothing more to do for March.",
    );
  });
});

describe('the language of an answer', () => {
  it('is Spanish for a keyword in Spanish, even on an account set to English', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164, preferredLanguage: 'en' });
    h.setNow('2026-03-24T15:00:00Z');
    expect((await send(phone.e164, 'Estado'))[0]).toMatch(/^Le falta cumplir con marzo/);
    expect((await send(phone.e164, 'AYUDA'))[0]).toContain('TIPO HORAS Detalle');
    expect((await send(phone.e164, 'TRABAJO 2 Acomodé cajas'))[0]).toBe(
      'Recibido: 2 horas de Empleo. Le avisaremos por mensaje cuando quede registrado.',
    );
    expect((await send(phone.e164, 'PAGO 0 Walmart'))[0]).toMatch(/no es un monto/);
  });

  it('is the account’s for a keyword in English: English, or Spanish if the account reads Spanish', async () => {
    const english = newPhone();
    await h.enrollee({ phone: english.e164, preferredLanguage: 'en' });
    const spanish = newPhone();
    await h.enrollee({ phone: spanish.e164, preferredLanguage: 'es' });
    h.setNow('2026-03-24T15:00:00Z');
    expect((await send(english.e164, 'STATUS'))[0]).toMatch(/^March isn't met yet/);
    expect((await send(spanish.e164, 'STATUS'))[0]).toMatch(/^Le falta cumplir con marzo/);
    expect((await send(english.e164, 'WORK 2 Stocked shelves'))[0]).toMatch(/^Got it: 2 hours of Employment/);
  });
});

describe('opting out and back in', () => {
  it.each(['BAJA', 'baja', 'Parar', 'ALTO', 'cancelar'])(
    'records %j as an opt-out in Spanish, acknowledged in Spanish',
    async (word) => {
      const phone = newPhone();
      const user = await h.enrollee({ phone: phone.e164, preferredLanguage: 'en' });
      expect(await send(phone.e164, word)).toEqual([
        'Work Requirement Tracker: ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.',
      ]);
      expect(await h.db.knex('sms_subscribers').where({ phone: phone.e164 })).toEqual([
        expect.objectContaining({ opted_out: true, user_id: user.id }),
      ]);
    },
  );

  it.each(['STOP', 'stop', 'StopAll', 'UNSUBSCRIBE', 'cancel', 'END', 'quit'])(
    'records %j as an opt-out, acknowledged once',
    async (word) => {
      const phone = newPhone();
      const user = await h.enrollee({ phone: phone.e164 });
      expect(await send(phone.e164, word)).toEqual([
        'Work Requirement Tracker: you will get no more texts from us. Reply START to get texts again.',
      ]);
      expect(await send(phone.e164, word)).toEqual([]);
      expect(await h.db.knex('sms_subscribers').where({ phone: phone.e164 })).toEqual([
        expect.objectContaining({ opted_out: true, user_id: user.id }),
      ]);
    },
  );

  it('answers nothing further while opted out, but still logs a texted activity', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    await send(phone.e164, 'STOP');
    expect(await send(phone.e164, 'HELP')).toEqual([]);
    expect(await send(phone.e164, 'STATUS')).toEqual([]);
    expect(await send(phone.e164, 'WORK two')).toEqual([]);
    const form = textForm(phone.e164, 'WORK 2 Stocked shelves');
    expect(twimlMessages((await h.inbound(form).expect(200)).text)).toEqual([]);
    const events = await h.events(notificationSmsActivityReceivedV1.type);
    expect(events.map((event) => event.data.messageSid)).toContain(form.MessageSid);
  });

  it.each(['START', 'yes', 'Unstop'])('opts back in with %j', async (word) => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    await send(phone.e164, 'STOP');
    expect(await send(phone.e164, word)).toEqual([
      'Work Requirement Tracker: you will get texts from us again. Reply HELP for help, STOP to opt out.',
    ]);
    expect((await send(phone.e164, 'HELP'))[0]).toContain('TYPE HOURS Description');
    expect(await h.db.knex('sms_subscribers').where({ phone: phone.e164 })).toEqual([
      expect.objectContaining({ opted_out: false }),
    ]);
  });
});

describe('activity texts', () => {
  it('turns a valid text into notification.sms-activity-received in the outbox, once per MessageSid', async () => {
    const phone = newPhone();
    const user = await h.enrollee({ phone: phone.e164 });
    h.setNow('2026-03-14T03:30:00Z'); // Still 13 March in New York.
    const nudgesBefore = h.nudges();
    const form = textForm(phone.typed, '  work   2.5  Stocked shelves at the co-op ');

    const first = await h.inbound(form).expect(200);
    const retry = await h.inbound(form).expect(200);

    const reply = 'Got it: 2.5 hours of Employment. We will text you once it is logged.';
    expect(twimlMessages(first.text)).toEqual([reply]);
    expect(twimlMessages(retry.text)).toEqual([reply]);
    const rows = await textRows(form.MessageSid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      from_number: phone.e164,
      status: 'received',
      processed: false,
      reply_body: reply,
    });
    const events = (await h.events(notificationSmsActivityReceivedV1.type)).filter(
      (event) => event.data.messageSid === form.MessageSid,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      producer: 'notification',
      subjectId: user.id,
      correlationId: rows[0]?.id,
      data: {
        messageSid: form.MessageSid,
        userId: user.id,
        type: 'employment',
        hours: 2.5,
        description: 'Stocked shelves at the co-op',
        date: '2026-03-13',
        fromNumber: phone.e164,
      },
    });
    expect(h.nudges()).toBe(nudgesBefore + 1);
  });

  it('handles two concurrent deliveries of the same text once', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    const form = textForm(phone.e164, 'VOLUNTEER 3 Food bank');
    const answers = await Promise.all([h.inbound(form), h.inbound(form), h.inbound(form)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await textRows(form.MessageSid)).toHaveLength(1);
    const events = (await h.events(notificationSmsActivityReceivedV1.type)).filter(
      (event) => event.data.messageSid === form.MessageSid,
    );
    expect(events).toHaveLength(1);
  });

  it.each([
    ['JOB 1 Applied online', 'job_search', 1],
    ['Training 4 Forklift course', 'training', 4],
    ['volunteer 0.5 Read to kids', 'volunteer', 0.5],
    ['BÚSQUEDA 2 Entrevista', 'job_search', 2],
    ['trabajo 24 Turno doble', 'employment', 24],
    ['Capacitación 1,5 Curso de inglés', 'training', 1.5],
    ['VOLUNTARIO 3 Banco de alimentos', 'volunteer', 3],
  ] as const)('reads %j as %s for %s hours', async (body, type, hours) => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    const form = textForm(phone.e164, body);
    await h.inbound(form).expect(200);
    const [event] = (await h.events(notificationSmsActivityReceivedV1.type)).filter(
      (recorded) => recorded.data.messageSid === form.MessageSid,
    );
    expect(event?.data).toMatchObject({ type, hours });
  });

  it.each([
    [
      'SLEEP 8 Nap',
      '"SLEEP" is not a type. Start with JOB, WORK, TRAINING or VOLUNTEER, e.g. WORK 3 Stocked shelves.',
    ],
    ['WORK', 'Add the hours after the type, e.g. WORK 3 Stocked shelves.'],
    [
      'WORK two Shift',
      '"two" is not a number of hours. Send hours like 2 or 1.5, e.g. WORK 1.5 Stocked shelves.',
    ],
    ['WORK 0 Shift', 'Hours must be from 0.5 to 24 for one text, e.g. WORK 8 Stocked shelves.'],
    ['WORK 25 Shift', 'Hours must be from 0.5 to 24 for one text, e.g. WORK 8 Stocked shelves.'],
    ['WORK 1.25 Shift', 'Hours go in half-hour steps, like 1, 1.5 or 2, e.g. WORK 1.5 Stocked shelves.'],
    ['WORK 2', 'Add what you did after the hours, e.g. WORK 3 Stocked shelves.'],
    [
      '',
      'We could not read a message. Send TYPE HOURS Description, e.g. WORK 3 Stocked shelves. Reply HELP for help.',
    ],
  ])('answers %j with what to send instead, and logs nothing', async (body, reply) => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    const form = textForm(phone.e164, body);
    expect(twimlMessages((await h.inbound(form).expect(200)).text)).toEqual([reply]);
    const [row] = await textRows(form.MessageSid);
    expect(row).toMatchObject({ status: 'failed', processed: false, reply_body: reply });
    expect(row?.error_message).toMatch(/^Unreadable text: /);
    const events = (await h.events(notificationSmsActivityReceivedV1.type)).filter(
      (event) => event.data.messageSid === form.MessageSid,
    );
    expect(events).toEqual([]);
  });

  it('accepts 160 characters and answers "Message too long" to 161', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    const exactly = `WORK 2 ${'x'.repeat(153)}`;
    expect(exactly).toHaveLength(160);
    expect((await send(phone.e164, exactly))[0]).toMatch(/^Got it: 2 hours of Employment/);
    expect(await send(phone.e164, `${exactly}y`)).toEqual([
      'Message too long: keep it to 160 characters, e.g. WORK 3 Stocked shelves.',
    ]);
  });

  it('tells an unknown number how to register', async () => {
    const phone = newPhone();
    const form = textForm(phone.e164, 'WORK 2 Shift');
    expect(twimlMessages((await h.inbound(form).expect(200)).text)).toEqual([
      'Work Requirement Tracker: this number is not linked to an account. Register at https://tracker.example.org/register with this cell number to log hours by text.',
    ]);
    expect(await send(phone.e164, 'STATUS')).toHaveLength(1);
    const [row] = await textRows(form.MessageSid);
    expect(row).toMatchObject({ user_id: null, status: 'failed', error_message: 'Unknown number' });
    expect(await h.events(notificationSmsActivityReceivedV1.type)).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ messageSid: form.MessageSid }) }),
    );
  });

  it('asks the people sharing a number to log in on the web', async () => {
    const phone = newPhone();
    await h.enrollee({ phone: phone.e164 });
    await h.enrollee({ phone: phone.e164 });
    const form = textForm(phone.e164, 'WORK 2 Shift');
    expect(twimlMessages((await h.inbound(form).expect(200)).text)).toEqual([
      'Work Requirement Tracker: this number is on more than one account, so we cannot tell whose hours these are. Please log in at https://tracker.example.org/login instead.',
    ]);
    expect((await send(phone.e164, 'STATUS'))[0]).toContain('more than one account');
    const [row] = await textRows(form.MessageSid);
    expect(row).toMatchObject({ user_id: null, error_message: 'Number on several accounts' });
  });
});
