import {
  AUDIT_ACTION_PATTERN,
  AUDIT_ACTIONS,
  AUDIT_PAGE_DEFAULT,
  listAuditLogRequest,
} from '@tracker/contracts/http/admin-audit';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

describe('the audit trail query', () => {
  it('has defaults and treats blank filters as absent', () => {
    expect(valid(listAuditLogRequest, { actor: '', subject: ' ', action: '', from: '', to: '' })).toEqual({
      limit: AUDIT_PAGE_DEFAULT,
    });
  });

  it('reads a date as the start of that day, and as `to` through the end of it (UTC)', () => {
    expect(valid(listAuditLogRequest, { from: '2026-03-01', to: '2026-03-31' })).toMatchObject({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    });
  });

  it('takes instants with an offset as they are', () => {
    expect(
      valid(listAuditLogRequest, { from: '2026-03-01T05:00:00-05:00', to: '2026-03-02T05:00:00Z' }),
    ).toMatchObject({ from: '2026-03-01T10:00:00.000Z', to: '2026-03-02T05:00:00.000Z' });
  });

  it('trims the names of people and keeps the action', () => {
    expect(
      valid(listAuditLogRequest, {
        actor: ' Admin ',
        subject: 'rosa',
        action: 'activities.viewed',
        limit: '5',
      }),
    ).toEqual({ actor: 'Admin', subject: 'rosa', action: 'activities.viewed', limit: 5 });
  });

  it.each([
    [{ limit: '0' }, 'limit', 'Limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'Limit must be a whole number from 1 to 100'],
    [{ limit: 'many' }, 'limit', 'Limit must be a whole number from 1 to 100'],
    [{ from: 'yesterday' }, 'from', 'Please enter a valid date'],
    [{ to: '2026-02-30' }, 'to', 'Please enter a valid date'],
    [{ action: 'DROP TABLE' }, 'action', 'Action is not one the audit trail knows'],
    [{ actor: 'x'.repeat(51) }, 'actor', 'No such user name or id'],
    [{ before: 'x'.repeat(201) }, 'before', 'Invalid page cursor'],
  ])('refuses %j', (query, field, message) => {
    expect(errors(listAuditLogRequest, query)).toEqual({ [field]: message });
  });

  it('refuses a range that ends before it starts', () => {
    expect(errors(listAuditLogRequest, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'The end date must not be before the start date',
    });
  });

  it('names every known action in the dotted form, once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(AUDIT_ACTION_PATTERN);
  });
});
