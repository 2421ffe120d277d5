import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { ExemptionTypesPage } from '../../src/features/exemption-types/components/exemption-types-page';
import { plainExemptionType } from '../support/exemptions';
import { mockApi, renderPage, type Responder } from '../support/render';
import { makeUser } from '../support/users';

export const ADMIN = makeUser({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  username: 'admin',
  isAdmin: true,
});

let sequence = 0;

/** An exemption type as the server answers it; `overrides` change what a test needs. */
export function makeType(
  overrides: Partial<ExemptionType> & Pick<ExemptionType, 'exemptionName'>,
): ExemptionType {
  sequence += 1;
  return {
    ...plainExemptionType({
      id: `7e000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      exemptionName: overrides.exemptionName,
      sortOrder: 0,
      createdAt: '2025-01-02T15:00:00.000Z',
    }),
    ...overrides,
  };
}

/**
 * The catalogue screen's API: the signed-in administrator and a list of types that the create,
 * update, delete and reorder calls change, as the server would.
 */
export function catalogueApi(
  initial: ExemptionType[],
  options: { me?: CurrentUser; extra?: Responder } = {},
) {
  let types = [...initial];
  const api = mockApi(async (call) => {
    const answer = await options.extra?.(call);
    if (answer) return answer;
    const { method, path, body } = call;
    if (method === 'GET' && path === '/api/user') return { body: options.me ?? ADMIN };
    if (method === 'GET' && path === '/api/admin/medicaid-exemptions') return { body: types };
    if (method === 'POST' && path === '/api/admin/medicaid-exemptions') {
      const created = makeType(body as ExemptionType);
      types = [...types, created];
      return { status: 201, body: created };
    }
    if (method === 'PATCH' && path === '/api/admin/medicaid-exemptions/reorder') {
      const items = (body as { items: { id: string; sortOrder: number }[] }).items;
      const orders = new Map(items.map((item) => [item.id, item.sortOrder]));
      types = types.map((type) => ({ ...type, sortOrder: orders.get(type.id) ?? type.sortOrder }));
      return { body: [...types].sort((a, b) => a.sortOrder - b.sortOrder) };
    }
    const id = path.match(/^\/api\/admin\/medicaid-exemptions\/([^/]+)$/)?.[1];
    if (id && method === 'PUT') {
      types = types.map((type) => (type.id === id ? { ...type, ...(body as object) } : type));
      return { body: types.find((type) => type.id === id) };
    }
    if (id && method === 'DELETE') {
      types = types.filter((type) => type.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
  return { ...api, current: () => types };
}

export function renderCatalogue() {
  return renderPage(<ExemptionTypesPage />, { path: '/admin/medicaid-exemptions' });
}
