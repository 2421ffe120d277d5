import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../src/features/profile/components/profile-page';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { mockApi, renderPage } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const LABELS = {
  en: {
    username: /^Username/,
    send: 'Text Me a Code',
    code: /^Code from the text message/,
    confirm: 'Confirm',
  },
  es: {
    username: /^Nombre de usuario/,
    send: 'Enviarme un código',
    code: /^Código del mensaje de texto/,
    confirm: 'Confirmar',
  },
};

describe.each(['en', 'es'] as const)('the profile in %s', (language) => {
  const labels = LABELS[language];

  it('has no accessibility violation while a number is being confirmed, a wrong code shown', async () => {
    const message = 'That code is not right. Check the text message and try again.';
    mockApi({
      'GET /api/user': { body: makeUser({ cellNumberVerified: false, preferredLanguage: language }) },
      'POST /api/user/phone/verify-start': {
        body: { message: 'Sent.', expiresAt: '2025-03-05T15:10:00.000Z' },
      },
      'POST /api/user/phone/verify': { status: 400, body: { message, fieldErrors: { code: message } } },
    });
    renderPage(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: labels.send }));
    const code = await screen.findByLabelText(labels.code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: labels.confirm }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(await violations()).toEqual([]);
  });

  it('has no accessibility violation while an administrator views the account', async () => {
    // The administrator reads in their own language, whatever the enrollee's is.
    await applyLanguage(language);
    mockApi({
      'GET /api/user': {
        body: makeUser({
          isImpersonating: true,
          impersonatorUsername: 'admin',
          preferredLanguage: language === 'en' ? 'es' : 'en',
        }),
      },
    });
    renderPage(<ProfilePage />, { path: '/profile' });
    await screen.findByLabelText(labels.username);
    expect(await violations()).toEqual([]);
  });
});
