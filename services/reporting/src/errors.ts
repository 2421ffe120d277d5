import { HttpError } from '@tracker/kit/http/errors';

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

/** Also the answer for anything that is not an account id: reporting knows no such person. */
export const userNotFound = () => new HttpError(404, { message: 'User Not Found', code: 'USER_NOT_FOUND' });
