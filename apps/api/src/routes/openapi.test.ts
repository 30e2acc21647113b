import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_OPERATIONS, PUBLIC_OPERATIONS } from '@diecut/schema';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../../test/test-app';
import { honoPath, keyGuards } from '../http/operation-routes';
import { REFERENCE_ASSET_PATH } from '../pages/reference-page';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

describe('GET /openapi.json', () => {
  it('should serve an OpenAPI 3.1 document of the routes this server answers', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/openapi.json');
    expect(response.status).toBe(200);
    const document = await readJson(response);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://diecut.test' }]);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set([...API_OPERATIONS, ...PUBLIC_OPERATIONS].map((op) => op.path))].sort(),
    );
    for (const op of API_OPERATIONS) {
      expect(document.paths[op.path][op.method], op.operationId).toMatchObject({
        operationId: op.operationId,
        security: [{ [`${op.keyKind}ApiKey`]: [] }],
      });
    }
    const read = document.paths['/dieline-templates/{unit}/{id}'].get;
    expect(read.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DielineTemplateResponse',
    });
    expect(read.security).toEqual([{ dielinesApiKey: [] }]);
    expect(document.paths['/dimensions/{id}'].get.security).toEqual([{ dimensionsApiKey: [] }]);
    const list = document.paths['/dieline-templates'].get;
    expect(list.operationId).toBe('listDielineTemplates');
    expect(list.security).toEqual([{ dielinesApiKey: [] }]);
    expect(list.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DielineTemplateListResponse',
    });
    expect(document.components.schemas.DielineTemplateSummary).toBeDefined();
  });

  it('should serve every operation of the list at its method and path, and no other route under a key', () => {
    harness = createTestApp();
    // the shape of a path, whatever a handler names its parameters
    const shape = (path: string) => path.replace(/:[^/]+/g, ':');
    const underKey = (path: string) =>
      keyGuards().some((guard) =>
        guard.path.endsWith('/*')
          ? path === guard.path.slice(0, -2) || path.startsWith(guard.path.slice(0, -1))
          : path === guard.path,
      );
    const served = new Set(
      harness.app.routes
        .filter(({ method, path }) => method !== 'ALL' && underKey(path))
        .map(({ method, path }) => `${method} ${shape(path)}`),
    );
    const listed = API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${shape(honoPath(op.path))}`);
    expect([...served].sort()).toEqual([...listed].sort());
  });

  it('should document every public route the server answers without a key, and only those', () => {
    harness = createTestApp();
    // the shape of a path: each segment with a parameter in it (`:id`, `{name}.svg`) as `:`
    const shape = (path: string) =>
      path
        .split('/')
        .map((segment) => (/[:{]/.test(segment) ? ':' : segment))
        .join('/');
    const keyed = new Set(
      API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${shape(honoPath(op.path))}`),
    );
    const served = new Set(
      harness.app.routes
        // middleware (`ALL`, the form's rate limit on `/templates/*`), and the reference's own script
        .filter(({ method, path }) => method !== 'ALL' && !path.endsWith('/*'))
        .filter(({ path }) => path !== REFERENCE_ASSET_PATH)
        .map(({ method, path }) => `${method} ${shape(path)}`)
        .filter((route) => !keyed.has(route)),
    );
    const documented = PUBLIC_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${shape(op.path)}`);
    // a new public route belongs in PUBLIC_OPERATIONS (packages/schema/src/public-routes.ts)
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it('should let any origin read the document', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/openapi.json', {
      headers: { Origin: 'https://editor.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('should document the parts operation with its request and response schemas', async () => {
    harness = createTestApp();
    const document = await readJson(await harness.app.request('/openapi.json'));
    const parts = document.paths['/dimensions/{id}/parts'].post;
    expect(parts.operationId).toBe('calculateDielineParts');
    expect(parts.security).toEqual([{ dimensionsApiKey: [] }]);
    expect(parts.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'id',
      'Dimensions-Api-Version',
    ]);
    expect(parts.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PartsRequest',
    });
    expect(parts.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PartsResponse',
    });
    expect(parts.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ValidationError',
    });
    expect(Object.keys(parts.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '503',
    ]);
    // only the operations that store files can meet the account storage limit
    const create = document.paths['/dieline-templates/{template_id}/dielines'].post;
    expect(Object.keys(create.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
      '503',
    ]);
    // a read draws nothing, so it never waits for a worker
    const read = document.paths['/dielines/{dieline_id}'].get;
    expect(Object.keys(read.responses)).not.toContain('503');
    expect(Object.keys(read.responses)).toContain('429');
    const { PartsRequest, DielinePart } = document.components.schemas;
    expect(PartsRequest.required).toEqual(['variables']);
    expect(DielinePart.required).toEqual(
      expect.arrayContaining(['type', 'name', 'width', 'height', 'area', 'unit', 'area_unit']),
    );
  });

  it('should resolve every $ref to a component schema', async () => {
    harness = createTestApp();
    const document = await readJson(await harness.app.request('/openapi.json'));
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) {
      const name = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(document.components.schemas[name], ref).toBeDefined();
    }
    for (const id of ['DielineTemplate', 'Dieline', 'Nesting', 'ValidationError', 'Error', 'Mockup']) {
      expect(document.components.schemas[id], id).toBeDefined();
    }
  });
});

describe('GET /openapi.json with OpenAPI tools', () => {
  it('should pass the Redocly recommended lint rules, examples checked, with no error and no warning', async () => {
    harness = createTestApp();
    const source = await (await harness.app.request('/openapi.json')).text();
    // and the examples of the parameters checked against their schemas, as those of the bodies are
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-invalid-parameter-examples': 'error', 'no-invalid-media-type-examples': 'error' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(described).toEqual([]);
  });

  it('should give openapi-typescript types that build a create-dieline body and read its answer without a cast', async () => {
    harness = createTestApp();
    const document = await readJson(await harness.app.request('/openapi.json'));
    const dir = mkdtempSync(path.join(tmpdir(), 'diecut-openapi-types-'));
    try {
      writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(document)));
      writeFileSync(path.join(dir, 'use.ts'), GENERATED_TYPES_USE);
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Client code over the generated types; the `@ts-expect-error` lines fail the check if the types go loose. */
const GENERATED_TYPES_USE = `import type { paths } from './openapi';

type CreateDieline = paths['/dieline-templates/{template_id}/dielines']['post'];
type Body = CreateDieline['requestBody']['content']['application/json'];
type Answer = CreateDieline['responses']['200']['content']['application/json'];

export const body: Body = {
  format: 'pdf',
  variables: { unit: 'mm', length: 80, width: 40, height: 120, dimension_type: 'inside', glue_flap: true },
};
// @ts-expect-error a unit beyond mm and in
export const badUnit: Body = { format: 'pdf', variables: { unit: 'cm', length: 80 } };
// @ts-expect-error variables need their unit
export const noUnit: Body = { format: 'pdf', variables: { length: 80 } };

export function read(answer: Answer): string {
  const width: string = answer.dieline.artwork_dimensions.width;
  const href: string | undefined = answer.dieline.links[0]?.href;
  // @ts-expect-error a link may be absent
  const unchecked: string = answer.dieline.links[0].href;
  return \`\${width} \${href} \${unchecked}\`;
}
`;
