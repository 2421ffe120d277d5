import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequest,
  currentUser,
  forgotPasswordRequest,
  loginRequest,
  normalizeCellNumber,
  registerRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  updateMedicaidAccountRequest,
  updateProfileRequest,
  verifyEmailRequest,
  verifyPhoneRequest,
} from '../src/http/identity.js';
import {
  adminUserListItem,
  impersonateRequest,
  listLastLoginsResponse,
  loginRecord,
  userIdParams,
  changeRequirementRequest,
  listUserLoginsRequest,
} from '../src/http/admin-users.js';

const PASSWORD = 'Correct-Horse-Battery-42';

const validRegistration = {
  username: 'rosa_p',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  email: 'rosa@example.org',
  firstName: 'Rosa',
  lastName: 'Parks',
  address: '12 Elm Street',
  city: 'Fresno',
  state: 'CA',
  zipCode: '93701',
  cellNumber: '559-555-0123',
  preferredLanguage: 'en',
};

/** The message zod gives for `field`, or undefined when the value passes. */
function messageFor(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('registerRequest', () => {
  it('accepts a complete form and normalises it', () => {
    const parsed = registerRequest.parse({
      ...validRegistration,
      email: ' Rosa@Example.ORG ',
      state: 'ca',
      cellNumber: '1 (559) 555-0123',
    });
    expect(parsed).toMatchObject({
      email: 'rosa@example.org',
      state: 'CA',
      cellNumber: '559-555-0123',
    });
  });

  it('fills the defaults the form may leave out', () => {
    const { state: _s, preferredLanguage: _l, ...rest } = validRegistration;
    expect(registerRequest.parse(rest)).toMatchObject({ state: 'CA', preferredLanguage: 'en' });
    expect(registerRequest.parse({ ...validRegistration, state: '', birthdate: '' })).toMatchObject({
      state: 'CA',
    });
  });

  it('drops the required hours and enrollment status a registrant sends: the state decides them', () => {
    const parsed = registerRequest.parse({
      ...validRegistration,
      requiredMonthlyHours: '1',
      enrollmentStatus: 'Minor',
    }) as Record<string, unknown>;
    expect(parsed.requiredMonthlyHours).toBeUndefined();
    expect(parsed.enrollmentStatus).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['email', { email: undefined }, 'Enter your email address'],
    ['email', { email: '' }, 'Enter your email address'],
    ['email', { email: 'rosa@' }, 'Enter an email address like name@example.com'],
    ['username', { username: 'ro' }, 'Enter a username of at least 3 characters'],
    ['username', { username: 'r'.repeat(51) }, 'Enter a username of 50 characters or fewer'],
    [
      'username',
      { username: 'rosa parks' },
      'Username may contain only letters, numbers, dots, hyphens and underscores',
    ],
    [
      'username',
      { username: 'rosa@home' },
      'Username may contain only letters, numbers, dots, hyphens and underscores',
    ],
    [
      'password',
      { password: 'Short7!', confirmPassword: 'Short7!' },
      'Enter a password of at least 8 characters',
    ],
    [
      'password',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [
      'confirmPassword',
      { confirmPassword: 'something else' },
      'Enter the same password in both password fields',
    ],
    ['firstName', { firstName: ' ' }, 'Enter your first name'],
    ['lastName', { lastName: '' }, 'Enter your last name'],
    ['address', { address: '' }, 'Enter your street address'],
    ['city', { city: '' }, 'Enter your city'],
    ['state', { state: 'CAL' }, 'Choose your state'],
    ['state', { state: 'ZZ' }, 'Choose a US state from the list'],
    ['zipCode', { zipCode: '9370' }, 'Enter a 5-digit ZIP code'],
    ['zipCode', { zipCode: '93701-12345' }, 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789'],
    ['zipCode', { zipCode: 'ABCDE' }, 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789'],
    ['cellNumber', { cellNumber: '' }, 'Enter your cell phone number'],
    ['cellNumber', { cellNumber: undefined }, 'Enter your cell phone number'],
    ['cellNumber', { cellNumber: '555-1234' }, 'Enter a 10-digit phone number, like 555-123-4567'],
    ['preferredLanguage', { preferredLanguage: 'fr' }, 'Language must be en or es'],
    ['birthdate', { birthdate: tomorrow }, 'Birthdate cannot be in the future'],
    ['birthdate', { birthdate: '12/01/1990' }, 'Enter your full date of birth'],
  ])('%s: %j gives %j', (field, change, message) => {
    expect(messageFor(registerRequest, { ...validRegistration, ...change }, field)).toBe(message);
  });

  it.each([
    ['DC', 'DC'],
    ['ny', 'NY'],
  ])('accepts the state %s', (state, expected) => {
    expect(registerRequest.parse({ ...validRegistration, state }).state).toBe(expected);
  });

  it.each([
    ['1', 1],
    ['744', 744],
    ['80', 80],
    [37.5, 37.5],
  ])('lets an administrator set %j required hours for one person', (hours, expected) => {
    expect(changeRequirementRequest.parse({ requiredMonthlyHours: hours }).requiredMonthlyHours).toBe(
      expected,
    );
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ requiredMonthlyHours: 'twenty' }, 'requiredMonthlyHours', 'Required monthly hours must be a number'],
    [{ requiredMonthlyHours: '0' }, 'requiredMonthlyHours', 'Required monthly hours must be at least 1'],
    [
      { requiredMonthlyHours: '745' },
      'requiredMonthlyHours',
      'Required monthly hours cannot be more than 744',
    ],
    [
      {},
      'requiredMonthlyHours',
      'Send required monthly hours, a birthdate or whether the person is a seasonal worker',
    ],
    [{ birthdate: tomorrow }, 'birthdate', 'Birthdate cannot be in the future'],
    [{ seasonalWorker: 'yes' }, 'seasonalWorker', 'Seasonal worker must be true or false'],
    [{ seasonalWorker: null }, 'seasonalWorker', 'Seasonal worker must be true or false'],
  ])('refuses the requirement %j', (body, field, message) => {
    expect(messageFor(changeRequirementRequest, body, field)).toBe(message);
  });

  it('takes whether the person is a seasonal worker on its own', () => {
    expect(changeRequirementRequest.parse({ seasonalWorker: true })).toEqual({ seasonalWorker: true });
    expect(changeRequirementRequest.parse({ seasonalWorker: false })).toEqual({ seasonalWorker: false });
  });

  it('reads a blank or null required hours as a return to the state’s rule', () => {
    expect(changeRequirementRequest.parse({ requiredMonthlyHours: '' })).toEqual({
      requiredMonthlyHours: null,
    });
    expect(changeRequirementRequest.parse({ requiredMonthlyHours: null, birthdate: '' })).toEqual({
      requiredMonthlyHours: null,
      birthdate: null,
    });
  });

  it('ignores fields a client must not set', () => {
    const parsed = registerRequest.parse({
      ...validRegistration,
      isAdmin: true,
      emailVerified: true,
      id: 'x',
    }) as Record<string, unknown>;
    expect(parsed.isAdmin).toBeUndefined();
    expect(parsed.emailVerified).toBeUndefined();
    expect(parsed.id).toBeUndefined();
  });
});

describe('login and password schemas', () => {
  it.each<[z.ZodType, unknown, string, string]>([
    [loginRequest, { password: 'x' }, 'username', 'Username or email is required'],
    [loginRequest, { username: '  ', password: 'x' }, 'username', 'Username or email is required'],
    [loginRequest, { username: 'rosa' }, 'password', 'Password is required'],
    [loginRequest, { username: 'rosa', password: '' }, 'password', 'Password is required'],
    [
      changePasswordRequest,
      { newPassword: PASSWORD, confirmPassword: PASSWORD },
      'currentPassword',
      'Current password is required',
    ],
    [
      changePasswordRequest,
      { currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Enter a password of at least 8 characters',
    ],
    [
      changePasswordRequest,
      { currentPassword: 'old', newPassword: PASSWORD, confirmPassword: 'other' },
      'confirmPassword',
      "New passwords don't match",
    ],
    [
      resetPasswordRequest,
      { newPassword: PASSWORD, confirmPassword: PASSWORD },
      'token',
      'Reset token is required',
    ],
    [
      resetPasswordRequest,
      { token: '', newPassword: PASSWORD, confirmPassword: PASSWORD },
      'token',
      'Reset token is required',
    ],
    [
      resetPasswordRequest,
      { token: 't', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Enter a password of at least 8 characters',
    ],
    [
      resetPasswordRequest,
      { token: 't', newPassword: PASSWORD, confirmPassword: 'other' },
      'confirmPassword',
      'Enter the same password in both password fields',
    ],
    [verifyEmailRequest, {}, 'token', 'Verification token is required'],
    [verifyEmailRequest, { token: '' }, 'token', 'Verification token is required'],
    [forgotPasswordRequest, { email: 'nope' }, 'email', 'Enter an email address like name@example.com'],
    [forgotPasswordRequest, {}, 'email', 'Enter your email address'],
    [resendVerificationRequest, { email: 'nope' }, 'email', 'Enter an email address like name@example.com'],
  ])('%#: gives %s', (schema, value, field, message) => {
    expect(messageFor(schema, value, field)).toBe(message);
  });

  it('keeps the browser time zone of a login', () => {
    expect(
      loginRequest.parse({ username: 'rosa', password: 'x', timezone: 'America/Los_Angeles' }).timezone,
    ).toBe('America/Los_Angeles');
  });
});

describe('updateProfileRequest', () => {
  it('changes only what is sent and clears what is emptied', () => {
    expect(updateProfileRequest.parse({})).toEqual({});
    expect(updateProfileRequest.parse({ city: '', birthdate: '', cellNumber: '' })).toEqual({
      city: null,
      birthdate: null,
      cellNumber: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['username', { username: 'ab' }, 'Enter a username of at least 3 characters'],
    ['username', { username: 'a'.repeat(51) }, 'Enter a username of 50 characters or fewer'],
    ['email', { email: 'bad' }, 'Enter an email address like name@example.com'],
    ['birthdate', { birthdate: tomorrow }, 'Birthdate cannot be in the future'],
    ['state', { state: 'XX' }, 'Choose a US state from the list'],
    ['cellNumber', { cellNumber: '123' }, 'Enter a 10-digit phone number, like 555-123-4567'],
  ])('%s: %j gives %j', (field, value, message) => {
    expect(messageFor(updateProfileRequest, value, field)).toBe(message);
  });

  it('drops an enrollment status the person sends: the birthdate decides it', () => {
    expect(updateProfileRequest.parse({ enrollmentStatus: 'Minor' })).toEqual({});
  });
});

describe('updateMedicaidAccountRequest', () => {
  it('needs the enrolled-through date after the start date', () => {
    const message = 'Enrolled through date must be after the start date.';
    expect(
      messageFor(
        updateMedicaidAccountRequest,
        { medicaidStartDate: '2025-03-01', medicaidEnrolledThroughDate: '2025-03-01' },
        'medicaidEnrolledThroughDate',
      ),
    ).toBe(message);
    expect(
      messageFor(
        updateMedicaidAccountRequest,
        { medicaidStartDate: '2025-03-01', medicaidEnrolledThroughDate: '2025-02-01' },
        'medicaidEnrolledThroughDate',
      ),
    ).toBe(message);
    expect(
      updateMedicaidAccountRequest.parse({
        medicaidStartDate: '2025-03-01',
        medicaidEnrolledThroughDate: '2026-02-28',
      }),
    ).toEqual({
      medicaidStartDate: '2025-03-01',
      medicaidEnrolledThroughDate: '2026-02-28',
    });
  });

  it('bounds the Medicaid id and checks the state', () => {
    expect(messageFor(updateMedicaidAccountRequest, { medicaidId: 'x'.repeat(51) }, 'medicaidId')).toBe(
      'Medicaid ID must be at most 50 characters',
    );
    expect(messageFor(updateMedicaidAccountRequest, { medicaidState: 'QQ' }, 'medicaidState')).toBe(
      'Choose a US state from the list',
    );
    expect(updateMedicaidAccountRequest.parse({ medicaidId: '', medicaidState: 'tx' })).toEqual({
      medicaidId: null,
      medicaidState: 'TX',
    });
  });
});

describe('normalizeCellNumber', () => {
  it('drops the country code of an 11-digit number only', () => {
    expect(normalizeCellNumber('15595550123')).toBe('559-555-0123');
    expect(normalizeCellNumber('25595550123')).toBeNull();
  });
});

describe('responses', () => {
  it('the current user carries no secrets', () => {
    const keys = Object.keys(currentUser.shape);
    for (const secret of ['password', 'passwordHash', 'token', 'resetToken', 'emailVerificationToken']) {
      expect(keys).not.toContain(secret);
    }
    expect(keys).toEqual(
      expect.arrayContaining([
        'isAdmin',
        'emailVerified',
        'isImpersonating',
        'impersonatorUsername',
        'requiredMonthlyHours',
      ]),
    );
  });

  it('the admin list item has the spec fields', () => {
    expect(Object.keys(adminUserListItem.shape).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'firstName',
        'lastName',
        'city',
        'state',
        'address',
        'zipCode',
        'phone',
        'phoneVerified',
        'dateOfBirth',
        'isMinor',
        'requiredHours',
        'requiredHoursOverride',
        'emailVerified',
        'isAdmin',
        'createdAt',
        'lastLogin',
      ].sort(),
    );
  });

  it('the login record has the spec fields', () => {
    expect(Object.keys(loginRecord.shape).sort()).toEqual(
      [
        'id',
        'userId',
        'ipAddress',
        'userAgent',
        'browser',
        'browserVersion',
        'operatingSystem',
        'device',
        'country',
        'city',
        'timezone',
        'loginMethod',
        'sessionId',
        'successful',
        'failureReason',
        'createdAt',
      ].sort(),
    );
  });

  it('last logins map user ids to instants', () => {
    const id = '0b7d4c1e-8f0a-4e57-9a3b-2d6c1e5f7a90';
    expect(listLastLoginsResponse.parse({ [id]: '2025-01-02T03:04:05.000Z' })).toEqual({
      [id]: '2025-01-02T03:04:05.000Z',
    });
    expect(listLastLoginsResponse.safeParse({ 'not-a-uuid': '2025-01-02T03:04:05.000Z' }).success).toBe(
      false,
    );
  });
});

describe('admin user queries', () => {
  it.each<[unknown, number | string]>([
    [{}, 50],
    [{ limit: '' }, 50],
    [{ limit: '1' }, 1],
    [{ limit: '50' }, 50],
    [{ limit: '0' }, 'Limit must be at least 1'],
    [{ limit: '51' }, 'Limit must be at most 50'],
    [{ limit: '2.5' }, 'Limit must be a whole number'],
    [{ limit: 'many' }, 'Limit must be a number'],
  ])('limit %j → %j', (query, expected) => {
    const result = listUserLoginsRequest.safeParse(query);
    if (typeof expected === 'number') expect(result.success && result.data.limit).toBe(expected);
    else expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('user ids are UUIDs', () => {
    expect(userIdParams.safeParse({ userId: 'abc' }).error?.issues[0]?.message).toBe(
      'User id must be a UUID',
    );
  });
});

describe('impersonateRequest', () => {
  it('needs a reason of 5 to 500 characters, trimmed', () => {
    expect(impersonateRequest.parse({ reason: '  Helping by phone  ' })).toEqual({
      reason: 'Helping by phone',
    });
    for (const reason of [undefined, '', '    ', 'why', 'x'.repeat(501)]) {
      expect(messageFor(impersonateRequest, { reason }, 'reason')).toEqual(expect.any(String));
    }
  });
});

describe('verifyPhoneRequest', () => {
  it('takes six digits, spaces around them trimmed', () => {
    expect(verifyPhoneRequest.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of [undefined, '', '12345', '1234567', '12a456', 123456]) {
      expect(messageFor(verifyPhoneRequest, { code }, 'code')).toBe('Enter the 6-digit code we texted you');
    }
  });
});
