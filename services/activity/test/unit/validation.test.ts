import { logActivityRequest, updateActivityRequest } from '@tracker/contracts/http/activities';
import { HttpError, parseInput } from '@tracker/kit/http/errors';
import { describe, expect, it } from 'vitest';

// The rules of spec section 5 as the routes apply them: one 400 with a message and one per field.

function refusal(schema: Parameters<typeof parseInput>[0], body: unknown) {
  try {
    parseInput(schema, body);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('expected a refusal');
}

const form = { type: 'employment', description: 'Shift at the warehouse', hours: '4', date: '2026-03-02' };

describe('creating an activity', () => {
  it('reads a multipart form', () => {
    expect(parseInput(logActivityRequest, form)).toEqual({ ...form, hours: 4 });
  });

  it.each([
    [{ description: '  ' }, 'description', 'Describe the activity'],
    [{ hours: '0.25' }, 'hours', 'Hours must be at least 0.5'],
    [{ hours: '500.5' }, 'hours', 'Hours cannot be more than 500'],
    [{ hours: '2.2' }, 'hours', 'Hours must be in steps of 0.5'],
    [{ hours: 'two' }, 'hours', 'Please enter a valid number of hours'],
    [{ date: '2026-13-01' }, 'date', 'Please enter a valid date'],
    [{ date: '' }, 'date', 'Enter the date of the activity'],
    [{ type: 'napping' }, 'type', 'Please select an activity type'],
  ])('refuses %j: %s "%s"', (change, field, message) => {
    expect(refusal(logActivityRequest, { ...form, ...change })).toEqual({
      status: 400,
      body: { code: 'INVALID_REQUEST', message, fieldErrors: { [field]: message } },
    });
  });

  it.each(['0.5', '500', '37.5'])('takes %s hours', (hours) => {
    expect(parseInput(logActivityRequest, { ...form, hours }).hours).toBe(Number(hours));
  });
});

describe('editing an activity', () => {
  it('asks for every field with one message', () => {
    expect(refusal(updateActivityRequest, {})).toEqual({
      status: 400,
      body: {
        code: 'INVALID_REQUEST',
        message: 'Please fill in all required fields',
        fieldErrors: {
          type: 'Please fill in all required fields',
          description: 'Please fill in all required fields',
          hours: 'Please fill in all required fields',
          date: 'Please fill in all required fields',
        },
      },
    });
  });

  it('wants hours above 0 and within the bounds', () => {
    expect(refusal(updateActivityRequest, { ...form, hours: 0 }).body.message).toBe(
      'Please enter a valid number of hours',
    );
    expect(refusal(updateActivityRequest, { ...form, hours: 501 }).body.message).toBe(
      'Hours cannot be more than 500',
    );
  });
});
