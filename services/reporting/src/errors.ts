import { HttpError } from '@tracker/kit/http-errors';

// Every refusal this service makes, each with a stable `code` beside the message people read.

export const notAuthenticated = () =>
  new HttpError(401, { message: 'Not authenticated', code: 'NOT_AUTHENTICATED' });

export const futureMonth = () => {
  const message = 'There is no report for a month that has not started yet.';
  return new HttpError(400, { message, code: 'FUTURE_MONTH', fieldErrors: { month: message } });
};

export const monthsNotStarted = () => {
  const message = 'There is no determination for a month that has not started yet.';
  return new HttpError(400, { message, code: 'FUTURE_MONTH', fieldErrors: { to: message } });
};
