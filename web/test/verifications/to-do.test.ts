import { describe, expect, it } from 'vitest';
import { toDoItems, toDoKey } from '../../src/features/dashboard/lib/to-do';
import { makeUser } from '../support/users';
import { makeRequest } from './support';

const user = makeUser({ cellNumber: '555-123-4567', cellNumberVerified: false });
const notice = (respondBy: string) => ({
  sentOn: '2025-03-01',
  receivedOn: '2025-03-06',
  respondBy,
  recordedAt: '2025-03-01T15:00:00.000Z',
});

describe('verification requests among what is waiting on the enrollee', () => {
  it('keeps the ones asking something of the person, by respond-by day or due date, hearings after', () => {
    const noticed = makeRequest({ notice: notice('2025-04-07'), dueDate: '2025-05-30' });
    const due = makeRequest({ dueDate: '2025-04-01' });
    const hearing = makeRequest({ status: 'noncompliant' });
    const items = toDoItems(user, [], null, [
      hearing,
      makeRequest({ status: 'pending' }),
      noticed,
      makeRequest({ status: 'compliant' }),
      makeRequest({
        status: 'noncompliant',
        hearingRequest: { requestedAt: '2025-03-01T00:00:00Z', reason: 'x' },
      }),
      due,
    ]);
    expect(items.map((item) => [item.kind, item.kind === 'state-check' ? item.due : null])).toEqual([
      ['state-check', '2025-04-01'],
      ['state-check', '2025-04-07'],
      ['state-check', null],
      ['confirm-phone', null],
    ]);
    expect(items.slice(0, 3).map(toDoKey)).toEqual([due, noticed, hearing].map((r) => `state-check-${r.id}`));
  });
});
