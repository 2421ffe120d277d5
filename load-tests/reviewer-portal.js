// A state reviewer works the exemption portal: the request list, a request's notes and documents,
// the enrollee's profile and activities, and a status change with a note to the requester.
//   k6 run -e BASE_URL=... -e ADMIN_USERNAME=reviewer -e ADMIN_PASSWORD=... load-tests/reviewer-portal.js
import { sleep } from 'k6';
import { ADMIN_PASSWORD, ADMIN_USERNAME, login, read, thresholds, write } from './lib/config.js';

export const options = {
  scenarios: {
    reviewers: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 20),
      duration: __ENV.HOLD || '5m',
    },
  },
  thresholds,
};

export function setup() {
  login(ADMIN_USERNAME, ADMIN_PASSWORD);
}

export default function reviewerPortal() {
  if (__ITER === 0) login(ADMIN_USERNAME, ADMIN_PASSWORD);
  const list = read('/api/admin/all-exemptions');
  read('/api/admin/medicaid-exemptions');
  const requests = list.status === 200 ? list.json() : [];
  sleep(Math.random() * 2 + 1);
  if (requests.length === 0) return;

  const request = requests[Math.floor(Math.random() * requests.length)];
  read(`/api/exemption-notes/${request.id}`, '/api/exemption-notes/{id}');
  read(`/api/exemptions/${request.id}/attachments`, '/api/exemptions/{id}/attachments');
  read(`/api/admin/user/${request.userId}`, '/api/admin/user/{id}');
  read(`/api/admin/user/${request.userId}/activities`, '/api/admin/user/{id}/activities');
  sleep(Math.random() * 3 + 2);

  // Moving a request to review and back to the queue keeps the data set stable across runs.
  const next =
    request.status === 'under_review'
      ? { status: 'requested', resetMessage: 'Back to the queue' }
      : { status: 'under_review' };
  write('PATCH', `/api/admin/exemptions/${request.id}/status`, next, {
    name: '/api/admin/exemptions/{id}/status',
  });
  write(
    'POST',
    '/api/exemption-notes',
    {
      exemptionId: request.id,
      noteText: 'Reviewed during load test',
      authorType: 'state_admin',
      isInternal: true,
    },
    { name: '/api/exemption-notes', expected: [201] },
  );
  sleep(Math.random() * 3 + 2);
}
