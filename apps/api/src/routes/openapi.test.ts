import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../../test/test-app';

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
    expect(Object.keys(document.paths).sort()).toEqual([
      '/dieline-template-groups',
      '/dieline-templates',
      '/dieline-templates/{template_id}/dielines',
      '/dieline-templates/{unit}/{id}',
      '/dielines/{dieline_id}',
      '/dielines/{dieline_id}/3d-mockups',
      '/dielines/{dieline_id}/3d-mockups/{id}',
      '/dielines/{dieline_id}/nesting-template-efficiencies',
      '/dielines/{dieline_id}/nesting-templates',
      '/dielines/{dieline_id}/nestings/{nesting_template_id}',
      '/dimensions/{id}',
      '/dimensions/{id}/parts',
    ]);
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
    expect(Object.keys(parts.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '415']);
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
    ]);
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

describe('GET /docs', () => {
  it('should render a readable reference of every served operation', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<h1>Diecut API reference');
    for (const path of [
      '/dieline-template-groups',
      '/dieline-templates/{unit}/{id}',
      '/dimensions/{id}',
      '/dimensions/{id}/parts',
    ]) {
      expect(page).toContain(`<code>${path}</code>`);
    }
    expect(page).toContain('href="/openapi.json"');
  });
});
