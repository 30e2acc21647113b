import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, OPERATIONS } from './openapi';

describe('buildOpenApiDocument', () => {
  it('should document every interface operation by default', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const paths = document.paths as Record<string, Record<string, unknown>>;
    for (const op of OPERATIONS) expect(paths[op.path]?.[op.method], op.operationId).toBeDefined();
    expect(paths['/dielines/{dieline_id}/nestings/{nesting_template_id}']?.post).toMatchObject({
      requestBody: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateNestingRequest' } } },
      },
    });
  });

  it('should document the parts operation named in interface 4.3', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const paths = document.paths as Record<string, Record<string, unknown>>;
    expect(paths['/dimensions/{id}/parts']?.post).toMatchObject({
      operationId: 'calculateDielineParts',
      security: [{ dimensionsApiKey: [] }],
      requestBody: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/PartsRequest' } } },
      },
      responses: {
        '200': {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PartsResponse' } } },
        },
      },
    });
  });

  it('should keep only the selected operations', () => {
    const document = buildOpenApiDocument({
      serverUrl: 'https://api.example.com',
      version: '1.0.0',
      operationIds: ['listDielineTemplateGroups'],
    });
    expect(Object.keys(document.paths as object)).toEqual(['/dieline-template-groups']);
    expect((document.tags as Array<{ name: string }>).map((tag) => tag.name)).toEqual(['Catalog']);
  });

  it('should describe the version header of each family', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const paths = document.paths as Record<string, Record<string, { parameters: Array<{ name: string }> }>>;
    const dimensions = paths['/dimensions/{id}']?.get?.parameters.map((p) => p.name);
    expect(dimensions).toContain('Dimensions-Api-Version');
    const groups = paths['/dieline-template-groups']?.get?.parameters.map((p) => p.name);
    expect(groups).toContain('Dielines-Api-Version');
  });

  it('should document the template list with its filters, page size limit and response schema', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const list = paths['/dieline-templates']?.get as {
      operationId: string;
      security: unknown;
      parameters: Array<{ name: string; in: string; schema: Record<string, unknown> }>;
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(list.operationId).toBe('listDielineTemplates');
    expect(list.security).toEqual([{ dielinesApiKey: [] }]);
    expect(list.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:unit',
      'query:group',
      'query:category',
      'query:q',
      'query:page',
      'query:per_page',
      'header:Dielines-Api-Version',
    ]);
    expect(list.parameters.find((p) => p.name === 'per_page')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
    });
    expect(list.responses['200']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/DielineTemplateListResponse',
    });
    const schemas = (document.components as { schemas: Record<string, { required?: string[] }> }).schemas;
    expect(schemas.DielineTemplateList?.required).toEqual(
      expect.arrayContaining(['type', 'dieline_templates', 'page', 'per_page', 'total', 'links']),
    );
    expect(schemas.DielineTemplateSummary?.required).toEqual(
      expect.arrayContaining(['type', 'id', 'name', 'standard_code', 'group', 'images', 'links']),
    );
  });

  it("should leave out the schemas an application registers in zod's global registry", () => {
    // an application schema named like one of ours: in the global registry it would leak in or clash
    const own = z.object({ secret: z.string() }).meta({ id: 'Dieline' });
    const extra = z.object({ internal: z.boolean() }).meta({ id: 'ApplicationOnly' });
    try {
      const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
      const schemas = (document.components as { schemas: Record<string, { properties?: object }> }).schemas;
      expect(schemas.ApplicationOnly).toBeUndefined();
      expect(Object.keys(schemas.Dieline?.properties ?? {})).not.toContain('secret');
      expect(Object.keys(schemas.Dieline?.properties ?? {})).toContain('artwork_dimensions');
    } finally {
      z.globalRegistry.remove(own);
      z.globalRegistry.remove(extra);
    }
  });

  it("should write components without $id or $schema and with no format beyond JSON Schema's", () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('"$schema"');
    // the formats of the schemas, not of the examples' values
    const schemaText = JSON.stringify(document.components);
    const formats = new Set([...schemaText.matchAll(/"format":"([^"]+)"/g)].map((match) => match[1]));
    expect([...formats].sort()).toEqual(['binary', 'date-time', 'uri']);
    const schemas = (
      document.components as { schemas: Record<string, { properties: Record<string, object> }> }
    ).schemas;
    expect(schemas.Dieline?.properties.id).toEqual({
      type: 'string',
      pattern: '^di_.*',
      description: 'The dieline id, `di_` and random characters.',
    });
  });

  it('should keep only the components the selected operations reach', () => {
    const document = buildOpenApiDocument({
      serverUrl: 'https://api.example.com',
      version: '1.0.0',
      operationIds: ['listDielineTemplateGroups'],
    });
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas).sort()).toEqual([
      'DielineTemplateGroup',
      'DielineTemplateGroupList',
      'DielineTemplateGroupListResponse',
      'Error',
    ]);
  });

  it('should mark the operations beyond the interface as extensions, with their paging and answers', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    type Operation = {
      operationId: string;
      description?: string;
      'x-diecut-extension'?: boolean;
      parameters: Array<{ name: string; in: string; schema: Record<string, unknown> }>;
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const extensions = Object.values(paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation['x-diecut-extension'] === true)
      .map((operation) => operation.operationId);
    expect(extensions.sort()).toEqual([
      'deleteDieline',
      'downloadArtworkTemplate',
      'listDielines',
      'listMockups',
      'listNestings',
      'readNesting',
    ]);
    for (const op of OPERATIONS) {
      const documented = paths[op.path]?.[op.method];
      expect(documented?.description?.startsWith('Beyond the interface'), op.operationId).toBe(
        extensions.includes(op.operationId),
      );
    }
    const list = paths['/dielines']?.get;
    expect(list?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:limit',
      'query:cursor',
      'query:dieline_template_id',
      'header:Dielines-Api-Version',
    ]);
    expect(list?.parameters[0]?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    const answers = (path: string, method: string) =>
      paths[path]?.[method]?.responses['200']?.content['application/json']?.schema;
    expect(answers('/dielines', 'get')).toEqual({ $ref: '#/components/schemas/DielineListResponse' });
    expect(answers('/dielines/{dieline_id}', 'delete')).toEqual({
      $ref: '#/components/schemas/DeletedDielineResponse',
    });
    expect(answers('/dielines/{dieline_id}', 'get')).toEqual({
      $ref: '#/components/schemas/DielineResponse',
    });
    expect(answers('/dielines/{dieline_id}/nestings', 'get')).toEqual({
      $ref: '#/components/schemas/NestingListResponse',
    });
    expect(answers('/dielines/{dieline_id}/nestings/{nesting_template_id}', 'get')).toEqual({
      $ref: '#/components/schemas/NestingResponse',
    });
    expect(answers('/dielines/{dieline_id}/3d-mockups', 'get')).toEqual({
      $ref: '#/components/schemas/MockupListResponse',
    });
    expect(answers('/dielines/{dieline_id}/3d-mockups', 'post')).toEqual({
      $ref: '#/components/schemas/MockupResponse',
    });
  });

  it('should reference every component it carries', () => {
    const document = buildOpenApiDocument({ serverUrl: 'https://api.example.com', version: '1.0.0' });
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const text = JSON.stringify(document);
    for (const id of Object.keys(schemas)) expect(text, id).toContain(`"$ref":"#/components/schemas/${id}"`);
  });
});
