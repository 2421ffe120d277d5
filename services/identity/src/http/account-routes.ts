import {
  changePasswordRequest,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequest,
  loginRequest,
  REGISTRATION_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
  registerRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  updateMedicaidAccountRequest,
  updateProfileRequest,
  verifyEmailRequest,
  verifyPhoneRequest,
} from '@tracker/contracts/http/identity';
import { parseInput } from '@tracker/kit/http/errors';
import { type Request, Router } from 'express';
import type { IdentityDeps } from '../deps.js';
import { changePassword } from '../use-cases/change-password.js';
import { deleteAccount } from '../use-cases/delete-account.js';
import { forgotPassword } from '../use-cases/forgot-password.js';
import { getCurrentUser } from '../use-cases/get-current-user.js';
import { getSession } from '../use-cases/get-session.js';
import { login } from '../use-cases/login.js';
import { logout } from '../use-cases/logout.js';
import { register } from '../use-cases/register.js';
import { resendVerification } from '../use-cases/resend-verification.js';
import { resetPassword } from '../use-cases/reset-password.js';
import { startPhoneVerification } from '../use-cases/start-phone-verification.js';
import { updateMedicaidAccount } from '../use-cases/update-medicaid-account.js';
import { updateProfile } from '../use-cases/update-profile.js';
import { verifyEmail } from '../use-cases/verify-email.js';
import { verifyPhone } from '../use-cases/verify-phone.js';
import { callerOf, contextOf, requireCaller } from './request-context.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

const TIMEZONE_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/;

/** The browser's time zone from `x-timezone`, else from the body; anything not shaped like a zone name is ignored. */
function timezoneOf(req: Request, fromBody: string | undefined): string | null {
  const candidate = req.get('x-timezone') ?? fromBody;
  return candidate !== undefined && TIMEZONE_PATTERN.test(candidate) ? candidate : null;
}

/** Session and account calls: the signed-in person's own account. */
export function accountRoutes(deps: IdentityDeps): Router {
  const router = Router();

  router.get('/api/user', async (req, res) => {
    res.json(await getCurrentUser(deps, requireCaller(req)));
  });

  router.get('/api/session', async (req, res) => {
    res.json(await getSession(deps, callerOf(req)));
  });

  router.post('/api/login', async (req, res) => {
    const input = parseInput(loginRequest, req.body ?? {});
    const result = await login(deps, input, { ...contextOf(req), timezone: timezoneOf(req, input.timezone) });
    // The new session replaces the one this browser held, which then ends: a token from before the
    // login (another person's on a shared computer, or one planted by someone else) is no use after it.
    const previous = callerOf(req);
    if (previous) await logout(deps, previous);
    setSessionCookie(res, deps, result.token);
    res.json(result.user);
  });

  router.post('/api/logout', async (req, res) => {
    await logout(deps, callerOf(req));
    clearSessionCookie(res, deps);
    res.json({ message: 'Logged out' });
  });

  router.post('/api/register', async (req, res) => {
    await register(deps, parseInput(registerRequest, req.body ?? {}), contextOf(req));
    res.status(201).json({ message: REGISTRATION_MESSAGE });
  });

  router.post('/api/resend-verification', async (req, res) => {
    const { email } = parseInput(resendVerificationRequest, req.body ?? {});
    await resendVerification(deps, email, contextOf(req));
    res.json({ message: RESEND_VERIFICATION_MESSAGE });
  });

  router.post('/api/forgot-password', async (req, res) => {
    const { email } = parseInput(forgotPasswordRequest, req.body ?? {});
    await forgotPassword(deps, email, contextOf(req));
    res.json({ message: FORGOT_PASSWORD_MESSAGE });
  });

  router.post('/api/reset-password', async (req, res) => {
    await resetPassword(deps, parseInput(resetPasswordRequest, req.body ?? {}), contextOf(req));
    res.json({ message: 'Your password has been reset. You can now log in.' });
  });

  // The link in the e-mail opens the web page, which calls GET with the token in the query;
  // POST does the same for clients that keep state changes off GET.
  router.get('/api/verify-email', async (req, res) => {
    const { token } = parseInput(verifyEmailRequest, req.query);
    res.json(await verifyEmail(deps, token, contextOf(req)));
  });
  router.post('/api/verify-email', async (req, res) => {
    const { token } = parseInput(verifyEmailRequest, req.body ?? {});
    res.json(await verifyEmail(deps, token, contextOf(req)));
  });

  router.patch('/api/profile', async (req, res) => {
    const caller = requireCaller(req);
    res.json(
      await updateProfile(deps, caller, parseInput(updateProfileRequest, req.body ?? {}), contextOf(req)),
    );
  });

  router.patch('/api/change-password', async (req, res) => {
    const caller = requireCaller(req);
    const session = await changePassword(
      deps,
      caller,
      parseInput(changePasswordRequest, req.body ?? {}),
      contextOf(req),
    );
    setSessionCookie(res, deps, session.token);
    res.json({ message: 'Password changed successfully' });
  });

  router.delete('/api/account', async (req, res) => {
    await deleteAccount(deps, requireCaller(req), contextOf(req));
    clearSessionCookie(res, deps);
    res.json({ message: 'Your account has been deleted.' });
  });

  router.patch('/api/user/medicaid-account', async (req, res) => {
    const caller = requireCaller(req);
    const user = await updateMedicaidAccount(
      deps,
      caller,
      parseInput(updateMedicaidAccountRequest, req.body ?? {}),
    );
    res.json({ message: 'Medicaid account updated', user });
  });

  router.post('/api/user/phone/verify-start', async (req, res) => {
    res.json(await startPhoneVerification(deps, requireCaller(req), contextOf(req)));
  });

  router.post('/api/user/phone/verify', async (req, res) => {
    const caller = requireCaller(req);
    const { code } = parseInput(verifyPhoneRequest, req.body ?? {});
    res.json(await verifyPhone(deps, caller, code, contextOf(req)));
  });

  return router;
}
