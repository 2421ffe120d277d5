import type {
  ListVerificationsQuery,
  ListVerificationsResponse,
} from '@tracker/contracts/http/verifications';
import type { VerificationDeps } from '../deps.js';
import { peopleByIds } from '../store/people.js';
import { listRequests } from '../store/request-list.js';
import { adminRequestView } from '../domain/request-view.js';

/** Requests for reviewers, filtered and paged on the server. */
export async function listVerifications(
  deps: Pick<VerificationDeps, 'db'>,
  query: ListVerificationsQuery,
): Promise<ListVerificationsResponse> {
  const { items, total } = await listRequests(deps.db.knex, query);
  const people = await peopleByIds(
    deps.db.knex,
    items.flatMap((item) => (item.userId ? [item.userId] : [])),
  );
  return {
    items: items.map((item) => adminRequestView(item, item.userId ? people.get(item.userId) : undefined)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
