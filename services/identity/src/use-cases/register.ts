import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '@tracker/contracts/http/identity';
import { enrollmentStatusOn } from '../domain/age.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { IdentityDeps, RequestContext } from '../deps.js';
import { passwordRefused } from '../errors.js';
import { sendLinkMail, sendNoticeMail } from '../mail-requests.js';
import { spendMessageAllowance } from '../message-allowance.js';
import { recordEmailRequest, recordUserEvent } from '../store/events.js';
import { findUserByEmail, findUserByUsername, insertUser } from '../store/users.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Creates an unverified account and sends its verification link. When the e-mail or username is
 * taken, nothing is created and the caller sees the same answer; the owner of the e-mail is told
 * someone tried to register with it, or the new address is told the username is taken.
 */
export async function register(
  deps: IdentityDeps,
  input: RegisterRequest,
  ctx: RequestContext,
): Promise<void> {
  const problem = passwordProblem(input.password);
  if (problem) throw passwordRefused('password', problem);
  // Every registration mails input.email: a link, or a notice to the account that already has it.
  await spendMessageAllowance(deps, { email: input.email }, ctx);
  // Hashed on every path, so a taken e-mail or username takes as long to answer as a new account.
  const passwordHash = await deps.passwords.hash(input.password);

  for (let attempt = 1; ; attempt += 1) {
    try {
      await createOrNotify(deps, input, passwordHash, ctx);
      break;
    } catch (error) {
      // Two registrations raced for one name: the second round finds the winner and answers as for a taken one.
      if (attempt === 1 && (error as { code?: string }).code === UNIQUE_VIOLATION) continue;
      throw error;
    }
  }
  deps.nudgeOutbox();
}

async function createOrNotify(
  deps: IdentityDeps,
  input: RegisterRequest,
  passwordHash: string,
  ctx: RequestContext,
) {
  const now = deps.now();
  await deps.db.knex.transaction(async (trx) => {
    const emailOwner = await findUserByEmail(trx, input.email);
    if (emailOwner) {
      await sendNoticeMail(trx, {
        user: emailOwner.user,
        kind: 'account-exists',
        correlationId: ctx.correlationId,
      });
      return;
    }
    if (await findUserByUsername(trx, input.username)) {
      await recordEmailRequest(
        trx,
        // No greeting by name: whoever typed the address chose the name too.
        { to: input.email, language: input.preferredLanguage, kind: 'username-taken' },
        ctx.correlationId,
      );
      return;
    }
    const user = await insertUser(trx, {
      id: randomUUID(),
      username: input.username,
      passwordHash,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      address: input.address,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      cellNumber: input.cellNumber,
      birthdate: input.birthdate ?? null,
      enrollmentStatus: input.birthdate
        ? enrollmentStatusOn(input.birthdate, now.toISOString().slice(0, 10))
        : 'Adult',
      preferredLanguage: input.preferredLanguage,
      // The state's rule: what a person must do is never theirs to choose.
      requiredMonthlyHours: deps.requiredMonthlyHours,
      requiredHoursSetByAdmin: false,
      cellNumberVerifiedAt: null,
      isAdmin: false,
      emailVerified: false,
    });
    await recordUserEvent(trx, 'registered', user, ctx.correlationId);
    await sendLinkMail(trx, { user, kind: 'verify', to: user.email, now, correlationId: ctx.correlationId });
  });
}
