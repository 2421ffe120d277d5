import type { VerificationDeps } from '../deps.js';
import { type BatchOutcome, processDataMatchBatch } from './shared/match-data-batch.js';

/**
 * Works through every import still processing (left by a restart, or too large to finish within its
 * request), batch by batch; answers how many batches it matched.
 */
export async function processPendingImports(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now' | 'nudgeOutbox'>,
): Promise<number> {
  let batches = 0;
  const tried = new Set<string>();
  for (;;) {
    const next = (await deps.db
      .knex('data_match_imports')
      .where('status', 'processing')
      .whereNotIn('id', [...tried])
      .orderBy('started_at')
      .first('id')) as { id: string } | undefined;
    if (!next) return batches;
    let outcome: BatchOutcome;
    do {
      outcome = await processDataMatchBatch(deps, next.id, { wait: false });
      if (outcome !== 'nothing') {
        batches += 1;
        deps.nudgeOutbox();
      }
    } while (outcome === 'processed');
    // Finished, or another replica holds it this moment: either way, on to the next one.
    tried.add(next.id);
  }
}
