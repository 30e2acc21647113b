import { API_OPERATIONS, type ApiOperation } from '@diecut/schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type HonoPath, honoPath, keyGuards, OperationRoutes } from './operation-routes';

/** Whether Hono would run middleware registered at `guard` for `path`. */
const guards = (guard: string, path: string) =>
  guard.endsWith('/*') ? path === guard.slice(0, -2) || path.startsWith(guard.slice(0, -1)) : path === guard;

describe('honoPath', () => {
  it("should turn an OpenAPI path template into Hono's form", () => {
    expect(honoPath('/dieline-template-groups')).toBe('/dieline-template-groups');
    expect(honoPath('/dielines/{dieline_id}/3d-mockups/{id}')).toBe('/dielines/:dieline_id/3d-mockups/:id');
    expect(honoPath('/dielines/{dieline_id}/nestings/{nesting_template_id}')).toBe(
      '/dielines/:dieline_id/nestings/:nesting_template_id',
    );
    expectTypeOf<
      HonoPath<'/dieline-templates/{unit}/{id}'>
    >().toEqualTypeOf<'/dieline-templates/:unit/:id'>();
  });
});

describe('OperationRoutes', () => {
  it('should serve an operation at its method and path and list it', async () => {
    const routes = new OperationRoutes()
      .operation('readMockup', (c) => c.json([c.req.param('dieline_id'), c.req.param('id')]))
      .operation('deleteMockup', (c) => c.json({ deleted: c.req.param('id') }));
    expect(routes.operationIds).toEqual(['readMockup', 'deleteMockup']);
    expect(routes.routes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /dielines/:dieline_id/3d-mockups/:id',
      'DELETE /dielines/:dieline_id/3d-mockups/:id',
    ]);
    expect(await (await routes.request('/dielines/di_1/3d-mockups/abc')).json()).toEqual(['di_1', 'abc']);
    const deleted = await routes.request('/dielines/di_1/3d-mockups/abc', { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: 'abc' });
    expect((await routes.request('/dielines/di_1/3d-mockups/abc', { method: 'PUT' })).status).toBe(404);
  });
});

describe('keyGuards', () => {
  it('should guard every operation under its own key kind, by exactly one guard', () => {
    const all = keyGuards();
    for (const operation of API_OPERATIONS) {
      const matching = all.filter(({ path }) => guards(path, honoPath(operation.path)));
      expect(
        matching.map(({ keyKind }) => keyKind),
        operation.operationId,
      ).toEqual([operation.keyKind]);
    }
  });

  it('should guard each first path segment of the operations, a lone path alone', () => {
    const operations: ApiOperation[] = [
      { operationId: 'a', method: 'get', path: '/alone', keyKind: 'dielines' },
      { operationId: 'b', method: 'get', path: '/things', keyKind: 'dimensions' },
      { operationId: 'c', method: 'put', path: '/things/{id}', keyKind: 'dimensions' },
      { operationId: 'd', method: 'get', path: '/others/{id}', keyKind: 'dielines' },
    ];
    expect(keyGuards(operations)).toEqual([
      { path: '/alone', keyKind: 'dielines' },
      { path: '/things/*', keyKind: 'dimensions' },
      { path: '/others/*', keyKind: 'dielines' },
    ]);
  });

  it('should leave the public routes unguarded', () => {
    const publicPaths = [
      '/healthz',
      '/openapi.json',
      '/docs',
      '/files/di_1/dieline.svg',
      '/images/templates/becf-11001/preview.svg',
      '/templates',
      '/templates/becf-11001/dieline',
      '/3d/abcdefghij',
      '/3d/abcdefghij/description.json',
    ];
    for (const path of publicPaths)
      expect(keyGuards().filter((guard) => guards(guard.path, path))).toEqual([]);
  });

  it('should refuse two key kinds under one first path segment', () => {
    const mixed: ApiOperation[] = [
      { operationId: 'a', method: 'get', path: '/things/{id}', keyKind: 'dielines' },
      { operationId: 'b', method: 'post', path: '/things/{id}/parts', keyKind: 'dimensions' },
    ];
    expect(() => keyGuards(mixed)).toThrow('b takes the dimensions key under /things, guarded for dielines.');
  });
});
