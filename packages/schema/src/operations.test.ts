import { describe, expect, expectTypeOf, it } from 'vitest';
import { OPERATIONS } from './openapi';
import {
  API_OPERATIONS,
  apiOperation,
  type OperationPathParams,
  operationPath,
  type PathParamName,
  pathParamNames,
} from './operations';

describe('API_OPERATIONS', () => {
  it('should name each operation once and serve each method and path once', () => {
    const ids = API_OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = API_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('should be what OPERATIONS documents, in the same order', () => {
    expect(
      OPERATIONS.map(({ operationId, method, path, keyKind }) => ({ operationId, method, path, keyKind })),
    ).toEqual(API_OPERATIONS);
  });

  it("should document exactly each operation's path parameters, in order", () => {
    for (const operation of OPERATIONS) {
      const documented = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(documented, operation.operationId).toEqual(pathParamNames(operation.path));
    }
  });

  it('should keep one key kind under each first path segment', () => {
    const kinds = new Map<string, Set<string>>();
    for (const { path, keyKind } of API_OPERATIONS) {
      const segment = path.split('/')[1] ?? '';
      kinds.set(segment, (kinds.get(segment) ?? new Set()).add(keyKind));
    }
    for (const [segment, kindsOf] of kinds) expect([...kindsOf], segment).toHaveLength(1);
  });
});

describe('operationPath', () => {
  it('should fill in each parameter as one encoded path segment', () => {
    expect(operationPath('listDielineTemplateGroups', {})).toBe('/dieline-template-groups');
    expect(operationPath('readDielineTemplate', { unit: 'in', id: 'becf-11001' })).toBe(
      '/dieline-templates/in/becf-11001',
    );
    expect(operationPath('readMockup', { dieline_id: 'di_1/../x?y', id: 'abc def' })).toBe(
      '/dielines/di_1%2F..%2Fx%3Fy/3d-mockups/abc%20def',
    );
  });

  it('should refuse an unknown operation', () => {
    expect(() => apiOperation('nope' as 'readDieline')).toThrow("Unknown operation 'nope'.");
  });

  it("should type each operation's parameters by the names in its path", () => {
    expectTypeOf<PathParamName<'/dielines/{dieline_id}/nestings/{nesting_template_id}'>>().toEqualTypeOf<
      'dieline_id' | 'nesting_template_id'
    >();
    expectTypeOf<OperationPathParams<'createDieline'>>().toEqualTypeOf<{ template_id: string }>();
    expectTypeOf<OperationPathParams<'listDielineTemplates'>>().toEqualTypeOf<Record<never, string>>();
  });
});
