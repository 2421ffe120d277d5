import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../src/features/profile/components/profile-page';
import { CURRENT_USER_KEY } from '../../src/lib/auth';
import { type Handler, mockApi, renderPage } from '../support/render';
import { makeUser } from '../support/users';

afterEach(() => vi.unstubAllGlobals());

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

  it('shows the validation messages', async () => {
    const { api } = await renderProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.clear(screen.getByLabelText(/^Date of birth/));
    await user.type(screen.getByLabelText(/^Date of birth/), '2999-01-01');
    await save();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Birthdate cannot be in the future')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'u'.repeat(51));
    await save();
    expect(await screen.findByText('Username too long')).toBeInTheDocument();
    expect(api.to('PATCH /api/profile')).toHaveLength(0);
  });

  it('sends only the changed fields, normalised, and stores the answer', async () => {
    const updated = makeUser({ city: 'Fresno', cellNumber: '555-987-6543' });
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
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ city: 'Fresno' });
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
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

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
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
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
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
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
