// An enrollee signs in, looks at the dashboard, logs an activity with a pay stub, and looks at the
// activity list: the journey most traffic comes from.
//   k6 run -e BASE_URL=https://tracker.example.org -e USER_PASSWORD=... load-tests/enrollee-journey.js
import { sleep } from 'k6';
import http from 'k6/http';
import { enrolleeFor, login, read, thresholds, USER_PASSWORD, write } from './lib/config.js';

const payStub = open('./fixtures/pay-stub.pdf', 'b');

export const options = {
  scenarios: {
    enrollees: {
      executor: 'ramping-vus',
      stages: [
        { duration: __ENV.RAMP || '1m', target: Number(__ENV.VUS || 200) },
        { duration: __ENV.HOLD || '5m', target: Number(__ENV.VUS || 200) },
        { duration: '30s', target: 0 },
      ],
    },
  },
  thresholds,
};

const TYPES = ['job_search', 'employment', 'training', 'volunteer'];

export default function enrolleeJourney() {
  // A fresh session for each iteration: sign-in is part of the journey people make.
  http.cookieJar().clear(__ENV.BASE_URL || 'http://localhost:8080');
  login(enrolleeFor(__VU), USER_PASSWORD);
  const timezone = encodeURIComponent('America/New_York');

  // What the dashboard reads when it opens.
  read('/api/user');
  read(`/api/dashboard/stats?timezone=${timezone}`, '/api/dashboard/stats');
  read('/api/activities?limit=10', '/api/activities (latest)');
  read('/api/user/reporting-hours');
  read('/api/reports/available-months');
  read('/api/user-exemptions');
  read('/api/notifications');
  sleep(Math.random() * 3 + 1);

  // Dated by the UTC calendar, so the server is told to judge "today" in UTC: a date ahead of the
  // enrollee's own zone would be refused as in the future.
  const today = new Date().toISOString().slice(0, 10);
  write(
    'POST',
    '/api/activities?timezone=UTC',
    {
      type: TYPES[__ITER % TYPES.length],
      hours: '2',
      date: today,
      description: `Load test shift ${__VU}-${__ITER}`,
      file: http.file(payStub, 'pay-stub.pdf', 'application/pdf'),
    },
    { name: '/api/activities (create with file)', json: false, expected: [201] },
  );
  // The dashboard refreshes its figures after a change.
  read(`/api/dashboard/stats?timezone=${timezone}`, '/api/dashboard/stats');
  sleep(Math.random() * 2 + 1);

  read('/api/activities?limit=50', '/api/activities (page)');
  sleep(Math.random() * 3 + 1);
}
