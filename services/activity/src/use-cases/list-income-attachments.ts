import type { IncomeAttachment } from '@tracker/contracts/http/income';
import { toIncomeAttachmentResponse } from '../domain/income.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentsOfIncome } from '../store/income-attachments.js';
import { auditRead } from './authorize.js';
import { incomeForCaller } from './authorize-income.js';

export async function listIncomeAttachments(
  deps: ActivityDeps,
  caller: Caller,
  incomeId: unknown,
  ctx: RequestContext,
): Promise<IncomeAttachment[]> {
  const record = await incomeForCaller(deps.db.knex, caller, incomeId);
  await auditRead(deps, caller, record.userId, 'income-attachments.viewed', ctx, record.id);
  return (await attachmentsOfIncome(deps.db.knex, record.id)).map(toIncomeAttachmentResponse);
}
