import { apiCatalogue } from '@tracker/contracts/openapi/api-catalogue';
import { buildOpenApiDocument, openApiPath } from '@tracker/contracts/openapi/document';
import { routes } from '@tracker/gateway/routes';
import { describe, expect, it } from 'vitest';
import { routeKey, routeRules } from './route-rules.js';
import { registeredRoutes } from './support/registered-routes.js';

// The published description against the running code: a route added without its operation in
// `contracts/src/openapi/operations`, or an operation left behind by a removed route, fails here.

/** `METHOD /path/{param}`, as the document names an operation. */
const documentKey = (route: { method: string; path: string }) => `${route.method} ${openApiPath(route.path)}`;

/** Whether `path` (OpenAPI form) lies at or below a gateway prefix, whose `:name` matches any segment. */
function isUnder(prefix: string, path: string): boolean {
  const prefixParts = prefix.split('/');
  const pathParts = path.split('/');
  if (pathParts.length < prefixParts.length) return false;
  return prefixParts.every((part, index) =>
    part.startsWith(':') ? pathParts[index] !== '' : part === pathParts[index],
  );
}

describe('the API description', () => {
  const document = buildOpenApiDocument();
  const documented = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = registeredRoutes().map((route) => ({ ...route, key: routeKey(route) }));

  it.each(registered)('has an operation for $key ($service)', (route) => {
    expect(documented, 'describe it in contracts/src/openapi/operations, then npm run openapi').toContain(
      documentKey(route),
    );
  });

  it('describes no operation that nothing answers', () => {
    const served = new Set(registered.map(documentKey));
    expect(documented.filter((key) => !served.has(key))).toEqual([]);
  });

  it.each(routes.map((route) => ({ ...route })))(
    'has operations under the gateway’s prefix $prefix',
    ({ prefix }) => {
      expect(Object.keys(document.paths).some((path) => isUnder(prefix, path))).toBe(true);
    },
  );

  it.each(apiCatalogue.map((operation) => ({ ...operation, key: routeKey(operation) })))(
    'tells who may call $key as the access matrix checks it',
    (operation) => {
      const rule = routeRules.find((candidate) => routeKey(candidate) === operation.key);
      expect(rule, `${operation.key} has no access rule`).toBeDefined();
      expect(operation.access).toBe(rule?.rule);
      expect(operation.refusedWhileImpersonating ?? false).toBe(rule?.refusedWhileImpersonating ?? false);
    },
  );
});
