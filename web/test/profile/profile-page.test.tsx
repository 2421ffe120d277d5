import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../src/features/profile/components/profile-page';
import { currentUserQueryOptions } from '../../src/lib/auth';
import { i18n } from '../../src/lib/i18n';
import { type Handler, mockApi, renderPage } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function renderProfile(handlers: Record<string, Handler> = {}, user = makeUser()) {
  const api = mockApi({ 'GET /api/user': { body: user }, ...handlers });
  const view = renderPage(<ProfilePage />, { path: '/profile' });
  await screen.findByLabelText(/^Username/);
  return { ...view, api };
}

const openSection = async (name: string) => {
  const button = screen.getByRole('button', { name });
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.setup().click(button);
  return button;
};

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));

/** The cell number's confirmation group, named by its status line. */
const phoneStatus = () => screen.getByRole('group', { name: /^Number status/ });

describe('ProfilePage sections', () => {
  it('has one heading and three disclosure buttons; personal information starts open', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const personal = screen.getByRole('button', { name: 'Personal Information' });
    const password = screen.getByRole('button', { name: 'Change Password' });
    const danger = screen.getByRole('button', { name: 'Danger Zone' });
    expect(personal).toHaveAttribute('aria-expanded', 'true');
    expect(password).toHaveAttribute('aria-expanded', 'false');
    expect(danger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText(/^Current password/)).not.toBeVisible();

    await userEvent.setup().click(password);
    expect(password).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Current password/)).toBeVisible();
    await userEvent.setup().click(personal);
    expect(personal).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(personal.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('has a Cancel link to the home page', async () => {
    await renderProfile();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });
});

describe('Personal information', () => {
  it('starts from the stored user', async () => {
    await renderProfile();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('maria');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('maria@example.org');
    expect(screen.getByLabelText(/^State/)).toHaveValue('CA');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1990-04-02');
    expect(screen.getByLabelText(/^Enrollment status/)).toHaveValue('Adult');
  });

  it('shows a birthdate on file without offering to change it, and says who corrects it', async () => {
    const { api } = await renderProfile({
      'PATCH /api/profile': { body: { message: 'Profile updated successfully', user: makeUser() } },
    });
    const birthdate = screen.getByLabelText(/^Date of birth/);
    expect(birthdate).toHaveAttribute('readonly');
    expect(birthdate).toHaveAccessibleDescription(
      'Your date of birth is on file. To correct it, contact your state Medicaid agency.',
    );
    const user = userEvent.setup();
    await user.type(birthdate, '2000-01-01');
    expect(birthdate).toHaveValue('1990-04-02');
    await user.type(screen.getByLabelText(/^City/), 'x');
    await save();
    await waitFor(() => expect(api.to('PATCH /api/profile')).toHaveLength(1));
    expect(api.to('PATCH /api/profile')[0]?.body).toEqual({ city: 'Sacramentox' });
  });

  it('lets a birthdate be given when none is on file, and never sends the enrollment status', async () => {
    const { api } = await renderProfile(
      {
        'PATCH /api/profile': {
          body: {
            message: 'Profile updated successfully',
            user: makeUser({ birthdate: '2010-06-01', enrollmentStatus: 'Minor' }),
          },
        },
      },
      makeUser({ birthdate: null }),
    );
    const birthdate = screen.getByLabelText(/^Date of birth/);
    expect(birthdate).not.toHaveAttribute('readonly');
    // The status follows the birthdate: shown, not chosen.
    const status = screen.getByLabelText(/^Enrollment status/);
    expect(status).toHaveAttribute('readonly');
    expect(status).toHaveAccessibleDescription('Set from your date of birth.');
    await userEvent.setup().type(birthdate, '2010-06-01');
    await save();
    await waitFor(() => expect(api.to('PATCH /api/profile')).toHaveLength(1));
    expect(api.to('PATCH /api/profile')[0]?.body).toEqual({ birthdate: '2010-06-01' });
    await waitFor(() => expect(screen.getByLabelText(/^Enrollment status/)).toHaveValue('Minor'));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('readonly');
  });

  it("puts the server's refusal of a birthdate on the birthdate field", async () => {
    const message = 'Your date of birth is on file. To correct it, contact your state Medicaid agency.';
    await renderProfile(
      {
        'PATCH /api/profile': {
          status: 403,
          body: { message, code: 'BIRTHDATE_LOCKED', fieldErrors: { birthdate: message } },
        },
      },
      makeUser({ birthdate: null }),
    );
    await userEvent.setup().type(screen.getByLabelText(/^Date of birth/), '1991-01-01');
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the validation messages', async () => {
    const { api } = await renderProfile({}, makeUser({ birthdate: null }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^Date of birth/), '2999-01-01');
    await save();
    expect(await screen.findByText('Enter a username of at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Birthdate cannot be in the future')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'u'.repeat(51));
    await save();
    expect(await screen.findByText('Enter a username of 50 characters or fewer')).toBeInTheDocument();
    expect(api.to('PATCH /api/profile')).toHaveLength(0);
  });

  it('sends only the changed fields, normalised, and stores the answer', async () => {
    // The server resets the confirmation of a changed number.
    const updated = makeUser({ city: 'Fresno', cellNumber: '555-987-6543', cellNumberVerified: false });
    const { api, queryClient } = await renderProfile({
      'PATCH /api/profile': { body: { message: 'Profile updated successfully', user: updated } },
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Fresno');
    const phone = screen.getByLabelText(/^Cell phone number/);
    await user.clear(phone);
    await user.type(phone, '(555) 987 6543');
    await user.tab();
    expect(phone).toHaveValue('555-987-6543');
    await save();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.to('PATCH /api/profile')[0]?.body).toEqual({ city: 'Fresno', cellNumber: '555-987-6543' });
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toMatchObject({ city: 'Fresno' });
    expect(phoneStatus()).toHaveTextContent('Number status: Not confirmed');
    expect(screen.getByRole('button', { name: 'Text Me a Code' })).toBeInTheDocument();
  });

  it('does not call the server when nothing changed', async () => {
    const { api } = await renderProfile();
    await save();
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(api.to('PATCH /api/profile')).toHaveLength(0);
  });

  it('clears an optional field by sending null', async () => {
    const { api } = await renderProfile({
      'PATCH /api/profile': {
        body: { message: 'Profile updated successfully', user: makeUser({ address: null }) },
      },
    });
    await userEvent.setup().clear(screen.getByLabelText(/^Street address/));
    await save();
    await waitFor(() => expect(api.to('PATCH /api/profile')[0]?.body).toEqual({ address: null }));
  });

  it("puts the server's field errors on their fields and says the update failed", async () => {
    await renderProfile({
      'PATCH /api/profile': {
        status: 409,
        body: {
          message: 'This username is already taken',
          fieldErrors: { username: 'This username is already taken' },
        },
      },
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'taken');
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(/This username is already taken/);
  });

  it('explains that a new e-mail must be confirmed from its inbox, and shows a pending one', async () => {
    await renderProfile({}, makeUser({ pendingEmail: 'new@example.org' }));
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      /open that link from the new inbox/,
    );
    expect(screen.getByText(/Waiting for confirmation: new@example\.org/)).toBeInTheDocument();
  });
});

describe('While an administrator impersonates the enrollee', () => {
  const impersonated = () => makeUser({ isImpersonating: true, impersonatorUsername: 'admin' });

  it('shows the username, e-mail and cell number without offering to change them, and says why', async () => {
    await renderProfile({}, impersonated());
    expect(
      screen.getByText(/You are viewing this account as an administrator\. Its e-mail address, username/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Every change you save here is recorded in the audit trail.'),
    ).toBeInTheDocument();
    for (const label of [/^Username/, /^Email address/, /^Cell phone number/]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('readonly');
      expect(input).not.toHaveAttribute('aria-required');
      expect(input).toHaveAccessibleDescription(
        'Cannot be changed while you are viewing this account as an administrator.',
      );
    }
    expect(screen.getByLabelText(/^City/)).not.toHaveAttribute('readonly');
  });

  it('still saves the other fields, and only those', async () => {
    const { api } = await renderProfile(
      {
        'PATCH /api/profile': {
          body: { message: 'Profile updated successfully', user: { ...impersonated(), city: 'Fresno' } },
        },
      },
      impersonated(),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'x');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Fresno');
    await save();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.to('PATCH /api/profile')[0]?.body).toEqual({ city: 'Fresno' });
  });

  it('offers neither the password change nor the account deletion', async () => {
    await renderProfile({}, impersonated());
    await openSection('Change Password');
    expect(
      screen.getByText(
        'The password cannot be changed while you are viewing this account as an administrator.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await openSection('Danger Zone');
    expect(
      screen.getByText('The account cannot be deleted while you are viewing it as an administrator.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it('does not offer to text a code to an unconfirmed number', async () => {
    await renderProfile({}, { ...impersonated(), cellNumberVerified: false });
    expect(phoneStatus()).toHaveTextContent('Not confirmed');
    expect(screen.getByText('Only the account owner can confirm this number.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Text Me a Code' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when a locked field is sent anyway", async () => {
    const message =
      "While impersonating, the enrollee's e-mail, username, phone, password and Medicaid account cannot be changed.";
    await renderProfile(
      { 'PATCH /api/profile': { status: 403, body: { message, code: 'NOT_WHILE_IMPERSONATING' } } },
      impersonated(),
    );
    await userEvent.setup().type(screen.getByLabelText(/^City/), 'x');
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('Confirming the cell number', () => {
  const unconfirmed = () => makeUser({ cellNumberVerified: false });
  const EXPIRES = '2025-03-05T15:10:00.000Z';

  /** The profile of someone whose number is not confirmed; `GET /api/user` answers what the server holds. */
  async function renderUnconfirmed(handlers: Record<string, Handler> = {}) {
    let stored = unconfirmed();
    const view = await renderProfile(
      {
        'GET /api/user': () => ({ body: stored }),
        'POST /api/user/phone/verify-start': {
          body: { message: 'We texted a code to 555-123-4567.', expiresAt: EXPIRES },
        },
        'POST /api/user/phone/verify': ({ body }) => {
          if ((body as { code: string }).code !== '123456') {
            const message = 'That code is not right. Check the text message and try again.';
            return {
              status: 400,
              body: { message, code: 'PHONE_CODE_WRONG', fieldErrors: { code: message } },
            };
          }
          stored = makeUser({ cellNumberVerified: true });
          return { body: { message: 'Your phone number is confirmed.', user: stored } };
        },
        ...handlers,
      },
      unconfirmed(),
    );
    return view;
  }

  it('says Confirmed beside a confirmed number, with nothing to do', async () => {
    await renderProfile();
    expect(phoneStatus()).toHaveTextContent('Number status: Confirmed');
    expect(screen.queryByRole('button', { name: 'Text Me a Code' })).not.toBeInTheDocument();
  });

  it('texts a code, then confirms the number with it and reads the user again', async () => {
    const { api, queryClient } = await renderUnconfirmed();
    expect(phoneStatus()).toHaveTextContent('Number status: Not confirmed');
    expect(screen.getByText(/Confirm this number to log activities by text message/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));

    const code = await screen.findByLabelText(/^Code from the text message/);
    expect(api.to('POST /api/user/phone/verify-start')).toHaveLength(1);
    expect(api.to('POST /api/user/phone/verify-start')[0]?.body).toBeUndefined();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('6 digits');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText(/^We texted a code to 555-123-4567\. It works until/)).toHaveAttribute(
      'role',
      'status',
    );

    const reads = api.to('GET /api/session').length;
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone number confirmed')).toBeInTheDocument();
    expect(api.to('POST /api/user/phone/verify')[0]?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(phoneStatus()).toHaveTextContent('Number status: Confirmed'));
    expect(screen.queryByLabelText(/^Code from the text message/)).not.toBeInTheDocument();
    await waitFor(() => expect(phoneStatus()).toHaveFocus());
    await waitFor(() => expect(api.to('GET /api/session').length).toBeGreaterThan(reads));
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toMatchObject({
      cellNumberVerified: true,
    });
    // Nothing of the personal information form was sent.
    expect(api.to('PATCH /api/profile')).toHaveLength(0);
  });

  it('checks the code before sending it, and confirms with Enter without saving the form', async () => {
    const { api } = await renderUnconfirmed();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    const code = await screen.findByLabelText(/^Code from the text message/);
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code we texted you')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/user/phone/verify')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(phoneStatus()).toHaveTextContent('Confirmed'));
    expect(api.to('PATCH /api/profile')).toHaveLength(0);
    expect(screen.queryByText('Nothing to save')).not.toBeInTheDocument();
  });

  it("puts the server's word on a wrong code on the code field", async () => {
    await renderUnconfirmed();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    const code = await screen.findByLabelText(/^Code from the text message/);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        /That code is not right\. Check the text message and try again\./,
      ),
    );
    expect(phoneStatus()).toHaveTextContent('Not confirmed');
  });

  it('sends a new code on request', async () => {
    const { api } = await renderUnconfirmed();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await screen.findByLabelText(/^Code from the text message/);
    await user.click(screen.getByRole('button', { name: 'Send a New Code' }));
    await waitFor(() => expect(api.to('POST /api/user/phone/verify-start')).toHaveLength(2));
  });

  it('says when codes were asked for too often, in Spanish too', async () => {
    mockApi({
      'GET /api/user': { body: { ...unconfirmed(), preferredLanguage: 'es' } },
      'POST /api/user/phone/verify-start': {
        status: 429,
        body: {
          message: 'Too many codes were sent to this number. Please try again in 7 minutes.',
          code: 'TOO_MANY_PHONE_CODES',
        },
      },
    });
    renderPage(<ProfilePage />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se enviaron demasiados códigos a este número. Inténtelo de nuevo en 7 minutos.',
    );
    expect(screen.queryByLabelText(/^Código del mensaje de texto/)).not.toBeInTheDocument();
  });

  it('reads the user again when the number turns out to be confirmed already', async () => {
    let stored = unconfirmed();
    const { api } = await renderUnconfirmed({
      'GET /api/user': () => ({ body: stored }),
      'POST /api/user/phone/verify-start': () => {
        stored = makeUser({ cellNumberVerified: true });
        return { status: 409, body: { message: 'This phone number is already confirmed.' } };
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Text Me a Code' }));
    await waitFor(() => expect(phoneStatus()).toHaveTextContent('Confirmed'));
    expect(api.to('GET /api/session').length).toBeGreaterThan(1);
  });

  it('waits for a changed number to be saved before offering to confirm it', async () => {
    await renderUnconfirmed();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/^Cell phone number/);
    await user.clear(phone);
    await user.type(phone, '555-987-6543');
    expect(
      screen.getByText('Save your changes first; then you can confirm the new number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Text Me a Code' })).not.toBeInTheDocument();
  });

  it('explains what to do when there is no number', async () => {
    await renderProfile({}, makeUser({ cellNumber: null, cellNumberVerified: false }));
    expect(
      screen.getByText(/Add your cell phone number and save it to log activities by text message/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not confirmed')).not.toBeInTheDocument();
  });

  it('takes focus when the page is opened from the dashboard’s confirm link', async () => {
    mockApi({ 'GET /api/user': { body: unconfirmed() } });
    renderPage(<ProfilePage />, { path: '/profile', url: '/profile#phone-confirmation' });
    await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(phoneStatus()).toHaveFocus());
  });
});

describe('Change password', () => {
  const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save New Password' }));

  /** Types the three passwords and sends them. */
  async function changePassword(current: string, next: string, confirmation = next) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await submit();
  }

  it('shows the validation messages', async () => {
    const { api } = await renderProfile();
    await openSection('Change Password');
    await submit();
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a password of at least 8 characters')).toBeInTheDocument();

    await changePassword('old password', 'a new passphrase', 'a different one');
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
    expect(api.to('PATCH /api/change-password')).toHaveLength(0);
  });

  it('sends the three fields and confirms the change', async () => {
    const { api } = await renderProfile({
      'PATCH /api/change-password': { body: { message: 'Password changed successfully' } },
    });
    await openSection('Change Password');
    await changePassword('old password', 'a new passphrase');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.to('PATCH /api/change-password')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrase',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("shows the server's refusal while impersonating", async () => {
    await renderProfile({
      'PATCH /api/change-password': {
        status: 403,
        body: { message: 'This is not available while impersonating a user.' },
      },
    });
    await openSection('Change Password');
    await changePassword('old password', 'a new passphrase');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByText('This is not available while impersonating a user.')).toBeInTheDocument();
  });

  it('puts a wrong current password on its field', async () => {
    await renderProfile({
      'PATCH /api/change-password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          fieldErrors: { currentPassword: 'Current password is incorrect' },
        },
      },
    });
    await openSection('Change Password');
    await changePassword('wrong one', 'a new passphrase');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        /Current password is incorrect/,
      ),
    );
  });

  it('shows the three passwords with one pressed toggle', async () => {
    await renderProfile();
    await openSection('Change Password');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('type', 'text');
  });
});

describe('Danger zone', () => {
  it('asks before deleting; Cancel and Escape keep the account', async () => {
    const { api } = await renderProfile();
    await openSection('Danger Zone');
    const user = userEvent.setup();
    const deleteButton = screen.getByRole('button', { name: 'Delete Account' });
    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await user.click(deleteButton);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.to('DELETE /api/account')).toHaveLength(0);
  });

  it('deletes the account, forgets the user and goes home', async () => {
    const { api, location, queryClient } = await renderProfile({
      'DELETE /api/account': { body: { message: 'Your account has been deleted.' } },
    });
    await openSection('Danger Zone');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.to('DELETE /api/account')).toHaveLength(1);
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeNull();
    expect(screen.getByText('Account deleted')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the user on the page", async () => {
    const { location } = await renderProfile({
      'DELETE /api/account': { status: 403, body: { message: 'The user named demo cannot be deleted.' } },
    });
    await openSection('Danger Zone');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(screen.getByText('The user named demo cannot be deleted.')).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });
});
