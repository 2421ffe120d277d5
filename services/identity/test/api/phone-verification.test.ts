import { PHONE_CODE_MAX_ATTEMPTS } from '@tracker/contracts/constants/accounts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
let phoneCounter = 0;
/** A cell number no other test uses. */
function newCellNumber(): string {
  phoneCounter += 1;
  return `916-555-${String(2000 + phoneCounter).padStart(4, '0')}`;
}

beforeAll(async () => {
  h = await createHarness({ phoneCodeLimit: 3 });
});
afterAll(async () => {
  await h.close();
});

/** The code of the newest text asked for the user, as the notification service receives it. */
async function textedCode(userId: string): Promise<string> {
  const texts = (await h.events('identity.text-requested')).filter((event) => event.data.userId === userId);
  const code = texts.at(-1)?.data.code;
  if (typeof code !== 'string') throw new Error('no code texted');
  return code;
}

async function enrolleeWithPhone(cellNumber = newCellNumber()) {
  const user = await h.createUser({ cellNumber });
  return { user, ...(await h.loginAs(user)) };
}

describe('confirming a cell number', () => {
  it('texts a code to the profile’s number and confirms it with that code, once', async () => {
    const { user, agent } = await enrolleeWithPhone();
    expect((await agent.get('/api/user')).body.cellNumberVerified).toBe(false);
    const started = await agent.post('/api/user/phone/verify-start');
    expect(started.status).toBe(200);
    expect(started.body.message).toContain(user.cellNumber);
    expect(Date.parse(started.body.expiresAt)).toBeGreaterThan(Date.now());

    const [text] = (await h.events('identity.text-requested')).filter((e) => e.data.userId === user.id);
    expect(text?.data).toMatchObject({
      to: `+1${user.cellNumber!.replaceAll('-', '')}`,
      kind: 'phone-verification',
      language: 'en',
      code: expect.stringMatching(/^\d{6}$/),
    });
    // Only a hash of the code is kept.
    const stored = await h.db.knex('phone_codes').where('user_id', user.id).first();
    expect(JSON.stringify(stored)).not.toContain(text!.data.code as string);

    const confirmed = await agent
      .post('/api/user/phone/verify')
      .send({ code: ` ${text!.data.code as string} ` });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.cellNumberVerified).toBe(true);
    const updated = (await h.events('identity.user-updated')).filter((e) => e.subjectId === user.id);
    expect(updated.at(-1)?.data.cellNumberVerified).toBe(true);

    const again = await agent.post('/api/user/phone/verify').send({ code: text!.data.code });
    expect(again.status).toBe(409);
    expect((await agent.post('/api/user/phone/verify-start')).status).toBe(409);
  });

  it('refuses a wrong code, then every code once too many were wrong', async () => {
    const { user, agent } = await enrolleeWithPhone();
    await agent.post('/api/user/phone/verify-start');
    const code = await textedCode(user.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < PHONE_CODE_MAX_ATTEMPTS; attempt += 1) {
      answers.push(await agent.post('/api/user/phone/verify').send({ code: wrong }));
    }
    expect(answers.slice(0, -1).map((res) => res.body.code)).toEqual(
      Array(PHONE_CODE_MAX_ATTEMPTS - 1).fill('PHONE_CODE_WRONG'),
    );
    expect(answers.at(-1)?.body.code).toBe('PHONE_CODE_ATTEMPTS');
    for (const res of answers) expect(res.body.fieldErrors.code).toEqual(expect.any(String));
    // Even the right code no longer works: a new one must be asked for.
    const late = await agent.post('/api/user/phone/verify').send({ code });
    expect(late.status).toBe(400);
    expect((await findUserById(h.db.knex, user.id))!.user.cellNumberVerifiedAt).toBeNull();
  });

  it('counts parallel guesses one after the other', async () => {
    const { user, agent } = await enrolleeWithPhone();
    await agent.post('/api/user/phone/verify-start');
    const code = await textedCode(user.id);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((guess) => agent.post('/api/user/phone/verify').send({ code: guess })));
    const stored = await h.db.knex('phone_codes').where('user_id', user.id).first();
    expect(stored.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
  });

  it('refuses an expired code, and a code for a number since changed', async () => {
    const { user, agent } = await enrolleeWithPhone();
    await agent.post('/api/user/phone/verify-start');
    const code = await textedCode(user.id);
    h.advance(11 * 60 * 1000);
    const expired = await agent.post('/api/user/phone/verify').send({ code });
    expect(expired.body.code).toBe('PHONE_CODE_EXPIRED');
    h.advance(-11 * 60 * 1000);

    await agent.post('/api/user/phone/verify-start');
    const fresh = await textedCode(user.id);
    await agent.patch('/api/profile').send({ cellNumber: newCellNumber() });
    const moved = await agent.post('/api/user/phone/verify').send({ code: fresh });
    expect(moved.body.code).toBe('PHONE_CODE_EXPIRED');
  });

  it('limits the codes texted to one number', async () => {
    const { agent } = await enrolleeWithPhone();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await agent.post('/api/user/phone/verify-start')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('needs a cell number on the profile and a session', async () => {
    const user = await h.createUser({ cellNumber: null });
    const { agent } = await h.loginAs(user);
    const res = await agent.post('/api/user/phone/verify-start');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.cellNumber).toEqual(expect.any(String));
    expect((await request(h.app).post('/api/user/phone/verify-start')).status).toBe(401);
    expect((await request(h.app).post('/api/user/phone/verify').send({ code: '123456' })).status).toBe(401);
    expect((await agent.post('/api/user/phone/verify').send({ code: '12ab56' })).status).toBe(400);
  });

  it('keeps a number confirmed on one account: whoever proves they hold it takes it over', async () => {
    const shared = newCellNumber();
    const first = await enrolleeWithPhone(shared);
    const second = await enrolleeWithPhone(shared);
    await first.agent.post('/api/user/phone/verify-start');
    await first.agent.post('/api/user/phone/verify').send({ code: await textedCode(first.user.id) });
    await second.agent.post('/api/user/phone/verify-start');
    const taken = await second.agent
      .post('/api/user/phone/verify')
      .send({ code: await textedCode(second.user.id) });
    expect(taken.status).toBe(200);

    expect((await first.agent.get('/api/user')).body.cellNumberVerified).toBe(false);
    expect((await second.agent.get('/api/user')).body.cellNumberVerified).toBe(true);
    const released = (await h.events('identity.user-updated')).filter((e) => e.subjectId === first.user.id);
    expect(released.at(-1)?.data.cellNumberVerified).toBe(false);
  });
});
