import { createLogger } from '@tracker/kit/logger';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';

const app = createApp({ logger: createLogger('notification-test', { level: 'silent' }) });

describe('notification app', () => {
  it.each([
    ['get', '/api/notifications'],
    ['get', '/api/notifications/unread-count'],
    ['post', '/api/sms/inbound'],
    ['post', '/api/feedback'],
  ] as const)('answers %s %s with a JSON 404 while those routes are not served', async (method, path) => {
    const response = await request(app)[method](path).send({});
    expect(response.status).toBe(404);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
