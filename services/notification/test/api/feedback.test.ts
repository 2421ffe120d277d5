import { adminFeedback, listFeedbackResponse } from '@tracker/contracts/http/notifications';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness } from '../support/api-harness.js';

describe('feedback without FEEDBACK_EMAIL', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await createApiHarness();
  });

  afterAll(async () => {
    await h.close();
  });

  it('is stored with the sender’s id and answered with the contract’s shape', async () => {
    const user = await h.enrollee();
    const response = await request(h.app)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .send({ category: 'suggestion', message: '  A dark mode, please. ', mayContact: true })
      .expect(201);
    expect(adminFeedback.omit({ username: true, contactEmail: true }).parse(response.body)).toEqual({
      id: response.body.id,
      userId: user.id,
      category: 'suggestion',
      message: 'A dark mode, please.',
      mayContact: true,
      createdAt: response.body.createdAt,
    });
    expect(await h.db.knex('feedback').where({ id: response.body.id })).toEqual([
      expect.objectContaining({ user_id: user.id, category: 'suggestion', may_contact: true }),
    ]);
    expect(await h.db.knex('email_log').where({ kind: 'feedback' })).toEqual([]);
  });

  it('refuses a missing category or message with field errors, and anonymous senders', async () => {
    const user = await h.enrollee();
    const response = await request(h.app)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .send({ category: '', message: ' ' })
      .expect(400);
    expect(response.body.fieldErrors).toEqual({
      category: 'Please choose a category',
      message: 'Message is required',
    });
    await request(h.app).post('/api/feedback').send({ category: 'bug', message: 'x' }).expect(401);
  });

  it('is listed for administrators only, newest first, with a contact address only where agreed', async () => {
    const agrees = await h.enrollee({ email: 'agrees@example.org' });
    const declines = await h.enrollee({ email: 'declines@example.org' });
    for (const [user, mayContact, message] of [
      [agrees, true, 'First'],
      [declines, false, 'Second'],
    ] as const) {
      await request(h.app)
        .post('/api/feedback')
        .set('Cookie', user.cookie)
        .send({ category: 'bug', message, mayContact })
        .expect(201);
    }

    await request(h.app).get('/api/admin/feedback').expect(401);
    await request(h.app)
      .get('/api/admin/feedback')
      .set('Cookie', agrees.cookie)
      .expect(403, { message: 'Admin access required', code: 'ADMIN_REQUIRED' });

    const admin = await h.admin();
    const response = await request(h.app).get('/api/admin/feedback').set('Cookie', admin.cookie).expect(200);
    const { feedback } = listFeedbackResponse.parse(response.body);
    expect(feedback.slice(0, 2)).toEqual([
      expect.objectContaining({ message: 'Second', username: declines.username, contactEmail: null }),
      expect.objectContaining({
        message: 'First',
        username: agrees.username,
        contactEmail: 'agrees@example.org',
      }),
    ]);
    const limited = await request(h.app)
      .get('/api/admin/feedback?limit=1')
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(limited.body.feedback).toHaveLength(1);
  });
});

describe('feedback with FEEDBACK_EMAIL', () => {
  let h: ApiHarness;
  let smtp: MailCatcher;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    h = await createApiHarness({ env: { SMTP_URL: smtp.url, FEEDBACK_EMAIL: 'feedback@state.example.gov' } });
  });

  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('is e-mailed to that address, with the sender’s address only when they agreed', async () => {
    const user = await h.enrollee({ email: 'rosa@example.org', preferredLanguage: 'es' });
    await request(h.app)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .send({ category: 'bug', message: 'El calendario no abre.', mayContact: true })
      .expect(201);
    const mail = await smtp.waitForMessageTo('feedback@state.example.gov', /Problem report/);
    expect(mail.subject).toBe(`Work Requirement Tracker feedback: Problem report from ${user.username}`);
    expect(mail.text).toContain('El calendario no abre.');
    expect(mail.text).toContain('They agreed to be contacted about it at rosa@example.org.');

    await request(h.app)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .send({ category: 'question', message: 'Private question.' })
      .expect(201);
    const second = await smtp.waitForMessageTo('feedback@state.example.gov', /Question/);
    expect(second.text).toContain('They did not ask to be contacted about it.');
    expect(second.text).not.toContain('rosa@example.org');
    expect(await h.db.knex('email_log').where({ kind: 'feedback', status: 'sent' })).toHaveLength(2);
  });
});
