import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema, ValidationErrorBodySchema } from './errors';
import { buildOpenApiDocument, isFileAnswer, OPERATION_TAGS, OPERATIONS } from './openapi';
import { RECORDED_EXAMPLES } from './openapi-examples';
import { PUBLIC_OPERATIONS } from './public-routes';

/**
 * The document as a reference reads it: every operation with a summary, a description, a tag and an
 * example of each request and answer; every parameter, schema and property described. A new
 * operation, field or answer fails here until it is documented.
 */
const document = buildOpenApiDocument({ serverUrl: 'https://diecut.example.com', version: '1.0.0' });

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; description?: string; example?: unknown }>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

const operations: Array<[string, Operation]> = Object.entries(
  document.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(
    ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation],
  ),
);
const schemas = (document.components as { schemas: Record<string, Json> }).schemas;

/** Where a schema, or a property at any depth of it, lacks a description; `$ref`s carry their component's. */
function undescribed(schema: unknown, where: string, top = true): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Json;
  if (typeof node.$ref === 'string') return [];
  const missing: string[] = top && typeof node.description !== 'string' ? [where] : [];
  for (const [name, property] of Object.entries(
    (node.properties as Record<string, Json> | undefined) ?? {},
  )) {
    const child = `${where}.${name}`;
    if (typeof property.$ref !== 'string' && typeof property.description !== 'string') missing.push(child);
    missing.push(...undescribed(property, child, false));
  }
  for (const key of ['items', 'additionalProperties'])
    missing.push(...undescribed(node[key], `${where}/${key}`, false));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    for (const [index, item] of ((node[key] as unknown[] | undefined) ?? []).entries())
      missing.push(...undescribed(item, `${where}/${key}/${index}`, false));
  return missing;
}

/** A file answered as bytes has no example worth showing. */
const isBinary = (media: MediaType) => media.schema?.format === 'binary';
const hasExample = (media: MediaType) => media.example !== undefined || media.examples !== undefined;

describe('the OpenAPI document as a reference', () => {
  it('should give every operation a summary, a description and one of the tags', () => {
    const tags = new Set((document.tags as Array<{ name: string }>).map((tag) => tag.name));
    const lacking = operations.flatMap(([name, op]) => [
      ...(op.operationId ? [] : [`${name}: operationId`]),
      ...(op.summary?.trim() ? [] : [`${name}: summary`]),
      ...(op.description?.trim() ? [] : [`${name}: description`]),
      ...(op.tags?.length === 1 && tags.has(op.tags[0] as string) ? [] : [`${name}: tag`]),
    ]);
    expect(lacking).toEqual([]);
    expect(operations.length).toBe(OPERATIONS.length + PUBLIC_OPERATIONS.length);
  });

  it('should list the tags in order, each described and used', () => {
    const listed = document.tags as Array<{ name: string; description: string }>;
    expect(listed.map((tag) => tag.name)).toEqual([
      'Catalog',
      'Dielines',
      'Nestings',
      'Mockups',
      'Account',
      'Public',
    ]);
    expect(listed).toEqual(OPERATION_TAGS.map((tag) => ({ ...tag })));
    const used = new Set(operations.flatMap(([, op]) => op.tags ?? []));
    for (const tag of listed) expect(used, tag.name).toContain(tag.name);
  });

  it('should give every request body and every answer an example, files as bytes aside', () => {
    const lacking: string[] = [];
    for (const [name, op] of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (!hasExample(media)) lacking.push(`${name} request ${type}`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.description?.trim()) lacking.push(`${name} ${status}: description`);
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (!hasExample(media) && !isBinary(media)) lacking.push(`${name} ${status} ${type}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('should describe every parameter and give it an example to try', () => {
    const lacking = operations.flatMap(([name, op]) =>
      (op.parameters ?? []).flatMap((parameter) => [
        ...(parameter.description?.trim() ? [] : [`${name} ${parameter.in}:${parameter.name} description`]),
        ...(parameter.example === undefined ? [`${name} ${parameter.in}:${parameter.name} example`] : []),
      ]),
    );
    expect(lacking).toEqual([]);
  });

  it('should describe every component schema and every property of it', () => {
    const lacking = Object.entries(schemas).flatMap(([id, schema]) => undescribed(schema, id));
    expect(lacking).toEqual([]);
  });

  it('should describe the schemas written in the operations too', () => {
    const lacking = operations.flatMap(([name, op]) => [
      ...Object.entries(op.requestBody?.content ?? {}).flatMap(([type, media]) =>
        undescribed(media.schema, `${name} request ${type}`),
      ),
      ...Object.entries(op.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).flatMap(([type, media]) =>
          undescribed(media.schema, `${name} ${status} ${type}`),
        ),
      ),
    ]);
    expect(lacking).toEqual([]);
  });

  it('should document the public routes without a key, each under Public', () => {
    const paths = document.paths as Record<string, Record<string, Operation & { security?: unknown[] }>>;
    for (const path of [
      '/',
      '/healthz',
      '/openapi.json',
      '/docs',
      '/templates',
      '/templates/{id}',
      '/files/{resource_id}/{name}',
      '/3d/{id}',
      '/3d/{id}/description.json',
    ]) {
      const get = paths[path]?.get;
      expect(get?.tags, path).toEqual(['Public']);
      expect(get?.security, path).toEqual([]);
    }
    expect(paths['/templates/{id}/dieline']?.post?.tags).toEqual(['Public']);
  });
});

describe('the recorded examples', () => {
  /** `schema` takes `example` as it is: nothing refused, nothing dropped. */
  const takes = (schema: z.ZodType, example: unknown, label: string) => {
    const parsed = schema.safeParse(example);
    expect(parsed.error?.issues, label).toBeUndefined();
    expect(parsed.data, label).toEqual(example);
  };
  const recorded = RECORDED_EXAMPLES.operations as Record<string, { request?: unknown; response: unknown }>;

  it('should hold an answer of every operation, as its response schema reads it', () => {
    for (const op of OPERATIONS) {
      // a file's answer is bytes: its documentation gives an example of each media type
      if (isFileAnswer(op.response)) continue;
      const example = recorded[op.operationId];
      expect(example, op.operationId).toBeDefined();
      takes(op.response, example?.response, `${op.operationId} response`);
    }
  });

  it('should hold a request of every operation with a body, as its request schema reads it', () => {
    for (const op of OPERATIONS) {
      if (!op.requestBody) continue;
      const request = recorded[op.operationId]?.request;
      expect(request, op.operationId).toBeDefined();
      // a form's file is bytes: the example names it
      const schema =
        op.requestBody.contentType === 'multipart/form-data'
          ? (op.requestBody.schema as z.ZodObject).extend({ file: z.string().optional() })
          : op.requestBody.schema;
      takes(schema, request, `${op.operationId} request`);
    }
  });

  it('should hold error answers of the error schemas', () => {
    for (const [status, body] of Object.entries(RECORDED_EXAMPLES.errors))
      takes(ErrorBodySchema, body, status);
    for (const [family, body] of Object.entries(RECORDED_EXAMPLES.validation))
      takes(ValidationErrorBodySchema, body, family);
  });
});
