import type { IncomeValues } from '@tracker/contracts/http/income';
import { incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';
import type { IncomeRecord } from '../domain/income.js';
import { PRODUCER } from './events.js';

// The events leave the employer out (see `income.reported`): only what a month's income is counted
// from travels.

function countedValues(values: IncomeValues) {
  return {
    grossAmountCents: values.grossAmountCents,
    payDate: values.payDate,
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    hoursWorked: values.hoursWorked,
  };
}

export async function recordIncomeReported(
  trx: Knex.Transaction,
  record: IncomeRecord,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: incomeReportedV1,
    subjectId: record.userId,
    correlationId,
    data: {
      incomeId: record.id,
      userId: record.userId,
      ...countedValues(record),
      source: record.source,
      createdAt: record.createdAt.toISOString(),
    },
  });
}

/** Carries the values before the edit, so read models can move the amount between months. */
export async function recordIncomeUpdated(
  trx: Knex.Transaction,
  record: IncomeRecord,
  previous: IncomeValues,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: incomeUpdatedV1,
    subjectId: record.userId,
    correlationId,
    data: {
      incomeId: record.id,
      userId: record.userId,
      ...countedValues(record),
      updatedAt: record.updatedAt.toISOString(),
      previous: countedValues(previous),
    },
  });
}

export async function recordIncomeDeleted(
  trx: Knex.Transaction,
  record: IncomeRecord,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: incomeDeletedV1,
    subjectId: record.userId,
    correlationId,
    data: { incomeId: record.id, userId: record.userId, ...countedValues(record) },
  });
}
