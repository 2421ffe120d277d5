import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { type EventDefinition, type EventEnvelope, routingKey } from '@tracker/contracts/events/envelope';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserVerifiedV1 } from '@tracker/contracts/events/identity-user-verified-v1';
import { notificationMonthMetV1 } from '@tracker/contracts/events/notification-month-met-v1';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { Knex } from 'knex';
import type { VerificationDeps } from '../deps.js';
import { type FirstStep, NO_PATH, SERVER_USAGE_NAMES, type UsageChannel } from '../domain/usage.js';
import { addUsageCounts, claimFirstStep, forgetFirstSteps } from '../store/analytics.js';

// The funnel's counts from what the system already announces. Each handler runs in the inbox's
// transaction, so a redelivered event (same id) changes nothing, and `usage_firsts` makes a step count
// once per person even when two different events announce it.
//
// "First month met" is the notification service's decision (`notification.month-met`, published once
// per person and month when it tells them): counted here for the first month only, by the channel of
// the record that met it. Deciding it here would copy reporting's rules into a third place that could
// disagree with what people are told; the dashboard's old `month_met_seen` beacon, which missed people
// who only text, is accepted but no longer counted in the funnel.

type Settings = Pick<VerificationDeps, 'settings'>;

function dayOf(deps: Settings, event: EventEnvelope): string {
  return isoDateIn(deps.settings.timeZone, new Date(event.occurredAt));
}

async function countOnce(
  trx: Knex.Transaction,
  userId: string,
  step: FirstStep,
  count: { day: string; name: string; channel: UsageChannel },
): Promise<void> {
  if (await claimFirstStep(trx, userId, step)) await addUsageCounts(trx, [{ ...count, path: NO_PATH }]);
}

/**
 * An enrollee's account; administrators' accounts are not part of the funnel. Accounts are opened on
 * the web (by the person, or by an administrator there), so their steps are counted as `web`.
 */
function countsForFunnel(data: IdentityUserData): boolean {
  return !data.isAdmin;
}

function registered(deps: Settings) {
  return async (event: EventEnvelope<IdentityUserData>, trx: Knex.Transaction) => {
    if (!countsForFunnel(event.data)) return;
    const day = dayOf(deps, event);
    await countOnce(trx, event.data.userId, 'registered', {
      day,
      name: SERVER_USAGE_NAMES.registered,
      channel: 'web',
    });
    // An account an administrator or the seed created is verified from the start.
    if (event.data.emailVerified) {
      await countOnce(trx, event.data.userId, 'verified', {
        day,
        name: SERVER_USAGE_NAMES.verified,
        channel: 'web',
      });
    }
  };
}

function verified(deps: Settings) {
  return async (event: EventEnvelope<IdentityUserData>, trx: Knex.Transaction) => {
    if (!countsForFunnel(event.data)) return;
    await countOnce(trx, event.data.userId, 'verified', {
      day: dayOf(deps, event),
      name: SERVER_USAGE_NAMES.verified,
      channel: 'web',
    });
  };
}

/** The usage funnel's handlers, by the event each reads. */
function usageHandlers(deps: Settings): EventHandler[] {
  return [
    on(identityUserRegisteredV1, registered(deps)),
    on(identityUserVerifiedV1, verified(deps)),
    on(activityLoggedV1, async (event, trx) => {
      const { userId, source } = event.data;
      const day = dayOf(deps, event);
      await addUsageCounts(trx, [{ day, name: SERVER_USAGE_NAMES.activity, path: NO_PATH, channel: source }]);
      await countOnce(trx, userId, 'first_activity', {
        day,
        name: SERVER_USAGE_NAMES.firstActivity,
        channel: source,
      });
    }),
    on(notificationMonthMetV1, async (event, trx) => {
      await countOnce(trx, event.data.userId, 'first_month_met', {
        day: dayOf(deps, event),
        name: SERVER_USAGE_NAMES.firstMonthMet,
        channel: event.data.channel,
      });
    }),
    on(identityUserDeletedV1, async (event, trx) => {
      await forgetFirstSteps(trx, event.data.userId);
    }),
  ];
}

/**
 * The service's handlers with the usage counts added: where a handler already reads the same event
 * (one handler per event and queue), both run in its transaction, the service's own first.
 */
export function withUsageCounts(deps: Settings, handlers: readonly EventHandler[]): EventHandler[] {
  const usage = new Map(usageHandlers(deps).map((handler) => [routingKey(handler.def), handler]));
  const combined = handlers.map((handler): EventHandler => {
    const extra = usage.get(routingKey(handler.def));
    if (!extra) return handler;
    usage.delete(routingKey(handler.def));
    return {
      def: handler.def as EventDefinition,
      async handle(event, trx) {
        await handler.handle(event, trx);
        await extra.handle(event, trx);
      },
    };
  });
  return [...combined, ...usage.values()];
}
