import { httpError } from '@tracker/kit/http/errors';

export { notAuthenticated, userNotFound } from '@tracker/kit/http/refusals';

// Every refusal this service makes, each with a stable `code` beside the message people read.
// `userNotFound` is also the answer for anything that is not an account id: reporting knows no such person.

export const futureMonth = () => {
  const message = 'There is no report for a month that has not started yet.';
  return httpError(400, 'FUTURE_MONTH', message, { fieldErrors: { month: message } });
};

export const monthsNotStarted = () => {
  const message = 'There is no determination for a month that has not started yet.';
  return httpError(400, 'FUTURE_MONTH', message, { fieldErrors: { to: message } });
};
