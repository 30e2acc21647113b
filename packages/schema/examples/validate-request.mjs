// A request checked against the interface's schema, and the OpenAPI document: plain JavaScript (Node >= 20.19, ESM).
import { buildOpenApiDocument, CreateDielineRequestSchema } from '@diecut/schema';

const request = CreateDielineRequestSchema.parse({
  format: 'pdf',
  variables: { unit: 'mm', length: 120, width: 40, height: 160 },
});
const refused = CreateDielineRequestSchema.safeParse({ format: 'png', variables: {} });
const openapi = buildOpenApiDocument({ serverUrl: 'http://localhost:8787', version: '1.0.0' });
console.log(request.format, refused.success, openapi.openapi, Object.keys(openapi.paths).length, 'paths');
