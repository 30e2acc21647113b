/**
 * The public routes of a Diecut server, beyond the keyed operations of `API_OPERATIONS`: the health
 * check, the OpenAPI document and its reference, the catalog pages and images, the stored files and
 * the hosted 3D mockup pages. No key; most answer HTML, SVG or files, so they are written here as
 * OpenAPI operation objects rather than from zod schemas.
 */
import { UNITS } from './common';
import { RECORDED_EXAMPLES } from './openapi-examples';

/** A public route as the OpenAPI document gives it. */
export interface PublicOperation {
  operationId: string;
  method: 'get' | 'post';
  /** OpenAPI path template, e.g. `/3d/{id}`. */
  path: string;
  summary: string;
  description: string;
  parameters: Array<{
    name: string;
    in: 'path' | 'query';
    required: boolean;
    schema: object;
    description: string;
    example?: unknown;
  }>;
  requestBody?: { content: Record<string, { schema: object; example: unknown }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; schema: object }>;
      content?: Record<string, { schema: object; example?: unknown }>;
    }
  >;
}

const HTML_PAGE = { type: 'string', description: 'An HTML page.' };
const BINARY = (description: string) => ({ type: 'string', format: 'binary', description });
const html = (description: string, example: string) => ({
  description,
  content: { 'text/html': { schema: HTML_PAGE, example } },
});
const jsonError = (description: string, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { message },
    },
  },
});
const NOT_FOUND = jsonError('Nothing is there.', 'Resource cannot be found');
const CACHE_HEADER = (description: string) => ({
  'Cache-Control': { description, schema: { type: 'string' } },
});
const CORS_HEADER = {
  'Access-Control-Allow-Origin': {
    description: '`*`: pages and tools on any site may read it (never with credentials).',
    schema: { type: 'string', const: '*' },
  },
};

const templateId = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'string' },
  description: 'A catalog template id, e.g. `becf-11001`.',
  example: 'becf-11001',
};
const mockupId = {
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'string', pattern: '^[a-z0-9]{10}$' },
  description: 'The 3D mockup id, 10 lowercase letters and digits: the `id` of the mockup.',
  example: 'me13h6k0bp',
};
const svgImage = (description: string) => ({
  description,
  headers: {
    ETag: { description: 'Revalidate with `If-None-Match`; 304 when unchanged.', schema: { type: 'string' } },
    ...CACHE_HEADER('`public, max-age=86400`: a day, then revalidation.'),
  },
  content: {
    'image/svg+xml': {
      schema: { type: 'string', description: 'An SVG drawing.' },
      example:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 236 213" width="236mm" height="213mm">…</svg>',
    },
  },
});

/** Node's limit, which every route meets before it routes (the server answers it in the error shape). */
const HEADERS_TOO_LARGE = jsonError(
  'The URL and headers are over 16 KB.',
  'Request header fields too large: the URL and headers together must stay under 16 KB.',
);

const ROUTES: PublicOperation[] = [
  {
    operationId: 'readFrontPage',
    method: 'get',
    path: '/',
    summary: 'The front page',
    description:
      'What this server is, for a person who opens its address: links to the template catalog, this reference, the OpenAPI document and the health check.',
    parameters: [],
    responses: {
      '200': html('The front page.', '<!doctype html>\n<html lang="en">…<h1>Diecut</h1>…</html>'),
    },
  },
  {
    operationId: 'checkHealth',
    method: 'get',
    path: '/healthz',
    summary: 'Health check',
    description:
      'Answers `{"status":"ok"}` while the server runs: for load balancers, container health checks and uptime monitors.',
    parameters: [],
    responses: {
      '200': {
        description: 'The server runs.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              description: 'The health of the server.',
              properties: { status: { type: 'string', const: 'ok', description: 'Always `ok`.' } },
              required: ['status'],
            },
            example: RECORDED_EXAMPLES.health,
          },
        },
      },
    },
  },
  {
    operationId: 'readOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    summary: 'The OpenAPI document',
    description:
      'This document, OpenAPI 3.1, of the operations and public routes the server serves. Readable from any origin (CORS), so editors, code generators and references on other sites can load it by URL.',
    parameters: [],
    responses: {
      '200': {
        description: 'The OpenAPI 3.1 document.',
        headers: CORS_HEADER,
        content: {
          'application/json': {
            schema: { type: 'object', description: 'An OpenAPI 3.1 document.' },
            example: { openapi: '3.1.0', info: { title: 'Diecut dieline API', version: '1.0.0' }, paths: {} },
          },
        },
      },
    },
  },
  {
    operationId: 'readApiReference',
    method: 'get',
    path: '/docs',
    summary: 'The API reference',
    description:
      'This reference, rendered in the browser from `/openapi.json` by a renderer the server serves itself: nothing is loaded from another site, and try-it requests go straight to this server.',
    parameters: [],
    responses: {
      '200': html(
        'The reference page.',
        '<!doctype html>\n<html lang="en">…<title>Diecut API reference</title>…</html>',
      ),
    },
  },
  {
    operationId: 'readCatalogPage',
    method: 'get',
    path: '/templates',
    summary: 'The template catalog page',
    description:
      'Every catalog template with its preview, id and standard code, for people; `group`, `category` and `q` filter it as they filter `GET /dieline-templates`. A template `web` link points under it.',
    parameters: [
      {
        name: 'group',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only templates of this group id.',
        example: 'cartons_tuck_end_boxes',
      },
      {
        name: 'category',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only templates of this category (case-insensitive).',
        example: 'Cartons',
      },
      {
        name: 'q',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Text search over name, id, standard code, group name and tags.',
        example: '0201',
      },
    ],
    responses: {
      '200': html(
        'The catalog page.',
        '<!doctype html>\n<html lang="en">…<h1>Dieline templates</h1>…</html>',
      ),
    },
  },
  {
    operationId: 'readTemplatePage',
    method: 'get',
    path: '/templates/{id}',
    summary: "A template's page",
    description:
      "A template for people: its preview, its variables with defaults and ranges, its variants, and a form that downloads a dieline file for entered sizes (`POST /templates/{id}/dieline`). This is a template's `web` link.",
    parameters: [
      templateId,
      {
        name: 'unit',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...UNITS], default: 'mm' },
        description: 'The unit the form starts in: `mm` (default) or `in`.',
        example: 'in',
      },
    ],
    responses: {
      '200': html(
        'The template page.',
        '<!doctype html>\n<html lang="en">…<h1>Reverse Tuck End Box</h1>…<form method="post" action="/templates/becf-11001/dieline">…</html>',
      ),
      '404': html(
        'No such template.',
        '<!doctype html>\n<html lang="en">…<h1>Template not found</h1>…</html>',
      ),
    },
  },
  {
    operationId: 'downloadTemplateDieline',
    method: 'post',
    path: '/templates/{id}/dieline',
    summary: "Download a dieline from a template's page",
    description:
      "The form of a template's page: answers the dieline file as a download, made on the fly and not stored, or the page again (400) with each message next to its field. Limited per client address; the dielines API (`POST /dieline-templates/{template_id}/dielines`) is the way for programs.",
    parameters: [templateId],
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            description:
              "The form's fields: `unit`, `format` and the template's variables by name. An empty field takes the variable's default; a flag is a checkbox, on when present.",
            properties: {
              unit: { type: 'string', enum: [...UNITS], description: 'The unit of the sizes.' },
              format: { type: 'string', enum: ['pdf', 'svg', 'dxf'], description: 'The file to download.' },
            },
            required: ['unit', 'format'],
            additionalProperties: { type: 'string' },
          },
          example: { unit: 'mm', format: 'pdf', length: '80', width: '30', height: '120' },
        },
      },
    },
    responses: {
      '200': {
        description: 'The dieline file, as an attachment.',
        headers: {
          'Content-Disposition': {
            description: 'The file name, e.g. `attachment; filename="reverse-tuck-end-box.pdf"`.',
            schema: { type: 'string' },
          },
        },
        content: {
          'application/pdf': { schema: BINARY('A PDF dieline.') },
          'image/svg+xml': {
            schema: { type: 'string', description: 'An SVG dieline.' },
            example: '<svg xmlns="http://www.w3.org/2000/svg" width="235.5mm" height="212.5mm">…</svg>',
          },
          'image/vnd.dxf': { schema: BINARY('A DXF dieline.') },
        },
      },
      '400': html(
        'The page again, with each problem next to its field.',
        '<!doctype html>\n<html lang="en">…<p class="error" id="length-error">Variable \'length\' must be at least 20 mm.</p>…</html>',
      ),
      '404': html(
        'No such template.',
        '<!doctype html>\n<html lang="en">…<h1>Template not found</h1>…</html>',
      ),
      '413': html(
        'The form is over 16 KB.',
        '<!doctype html>\n<html lang="en">…<h1>Form too large</h1>…</html>',
      ),
      '415': html(
        'Not a form (`application/x-www-form-urlencoded` or `multipart/form-data`).',
        '<!doctype html>\n<html lang="en">…<h1>Unsupported form</h1>…</html>',
      ),
      '429': jsonError(
        'Too many downloads from this address; `Retry-After` gives the seconds to wait.',
        'Too many requests, please try again later.',
      ),
    },
  },
  {
    operationId: 'previewTemplateSizes',
    method: 'get',
    path: '/templates/{id}/preview.json',
    summary: "The live preview of a template's page",
    description:
      "What a template's page shows as its visitor types: the flat blank (the catalog's preview drawing) and a `<diecut-mockup>` description of the folded box in the plain board, for the form's fields given as the query. Nothing is made or stored; drawn in the compute pool and limited per client address (`DIECUT_PUBLIC_PREVIEW_LIMIT`). Programs make dielines with the dielines API instead.",
    parameters: [
      templateId,
      {
        name: 'unit',
        in: 'query',
        required: true,
        schema: { type: 'string', enum: [...UNITS] },
        description: 'The unit of the sizes; any other field is a template variable by name, as in the form.',
        example: 'mm',
      },
    ],
    responses: {
      '200': {
        description: 'The preview drawing and the folded box.',
        headers: CACHE_HEADER('`no-store`.'),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              description: 'The two views of the preview.',
              properties: {
                svg: { type: 'string', description: 'The flat blank as an SVG drawing.' },
                description: {
                  type: 'object',
                  description: 'A `<diecut-mockup>` description (`format: diecut-mockup`) with no artwork.',
                },
              },
              required: ['svg', 'description'],
            },
            example: {
              svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -242 562 248" …>…</svg>',
              description: { format: 'diecut-mockup', version: 1, name: 'Reverse Tuck End Box', scene: {} },
            },
          },
        },
      },
      '400': {
        description: 'Sizes that cannot be drawn: each problem with its variable and suggestion, in words.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              description: 'Why the sizes cannot be drawn.',
              properties: {
                message: { type: 'string', description: 'What went wrong, for a person.' },
                errors: {
                  type: 'array',
                  description: 'Each problem, by field where it has one.',
                  items: {
                    type: 'object',
                    description: 'One problem.',
                    properties: {
                      variable: {
                        type: 'string',
                        description: 'The form field (template variable) to change.',
                      },
                      message: { type: 'string', description: 'The problem, in the unit of the query.' },
                      suggestion: {
                        type: 'string',
                        description: 'A value or swap that clears it, in words.',
                      },
                    },
                    required: ['message'],
                  },
                },
              },
              required: ['message', 'errors'],
            },
            example: {
              message: 'These sizes cannot be drawn.',
              errors: [{ variable: 'height', message: "Invalid 'height': 'tall' is not a number." }],
            },
          },
        },
      },
      '404': NOT_FOUND,
      '429': jsonError(
        'Too many previews from this address this minute.',
        'Too many requests, please try again later.',
      ),
    },
  },
  {
    operationId: 'readTemplatePreviewScript',
    method: 'get',
    path: '/templates/assets/template-preview.js',
    summary: "The template page's preview script",
    description:
      "The small module a template's page runs for its live preview: it asks `/templates/{id}/preview.json` as the form changes and shows the answer. Plain JavaScript, no build step.",
    parameters: [],
    responses: {
      '200': {
        description: 'The script.',
        headers: CACHE_HEADER('`public, max-age=3600`.'),
        content: {
          'text/javascript': {
            schema: { type: 'string', description: 'A JavaScript module.' },
            example: "const section = document.querySelector('.live-preview'); …",
          },
        },
      },
    },
  },
  {
    operationId: 'readTemplatePreview',
    method: 'get',
    path: '/images/templates/{id}/preview.svg',
    summary: "A template's preview drawing",
    description:
      "The drawing of a template at its sample sizes: the `images` of a template and a list's summaries.",
    parameters: [templateId],
    responses: { '200': svgImage('The preview.'), '404': NOT_FOUND },
  },
  {
    operationId: 'readTemplateVariableImage',
    method: 'get',
    path: '/images/templates/{id}/variables/{name}.svg',
    summary: "A drawing of a template's variable",
    description: 'The template with one variable marked: the `image` of a template variable.',
    parameters: [
      templateId,
      {
        name: 'name',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: 'The variable name.',
        example: 'length',
      },
    ],
    responses: { '200': svgImage('The drawing.'), '404': NOT_FOUND },
  },
  {
    operationId: 'readTemplateFeatureImage',
    method: 'get',
    path: '/images/templates/{id}/features/{type}.svg',
    summary: "A drawing of a template's flap, tuck, dust flap or hang hole",
    description: 'The `image` of a template feature (`flap`, `tuck`, `dust_flap`, `hang_hole`).',
    parameters: [
      templateId,
      {
        name: 'type',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['flap', 'tuck', 'dust_flap', 'hang_hole'] },
        description: 'The feature.',
        example: 'tuck',
      },
    ],
    responses: { '200': svgImage('The drawing.'), '404': NOT_FOUND },
  },
  {
    operationId: 'readFile',
    method: 'get',
    path: '/files/{resource_id}/{name}',
    summary: 'A stored file',
    description:
      'A dieline, nesting or mockup file: the `url` of a dieline or nesting. Public by its unguessable address and immutable; readable from any origin, so a mockup embedded on another site loads its textures. Uploaded artwork stays private.',
    parameters: [
      {
        name: 'resource_id',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: 'The id of the dieline, nesting or mockup.',
        example: 'di_YZM9XaXuPiPQ1oej3Zw6oS',
      },
      {
        name: 'name',
        in: 'path',
        required: true,
        schema: { type: 'string' },
        description: 'The file name with its extension.',
        example: 'reverse-tuck-end-box.pdf',
      },
    ],
    responses: {
      '200': {
        description:
          'The file, with its `Content-Type` by extension; PDF, SVG and images inline, DXF and CF2 as attachments.',
        headers: {
          ...CACHE_HEADER('`public, max-age=31536000, immutable`.'),
          ...CORS_HEADER,
        },
        content: {
          'application/pdf': { schema: BINARY('A PDF file.') },
          'image/svg+xml': {
            schema: { type: 'string', description: 'An SVG file.' },
            example: '<svg xmlns="http://www.w3.org/2000/svg" width="235.5mm" height="212.5mm">…</svg>',
          },
          'image/vnd.dxf': { schema: BINARY('A DXF file.') },
          'text/plain': {
            schema: { type: 'string', description: 'A CF2 (CFF2) file.' },
            example: '$BOF\nV2\nORDER\n…\n$EOF\n',
          },
          'image/png': { schema: BINARY('A PNG texture of a mockup.') },
        },
      },
      '404': NOT_FOUND,
    },
  },
  {
    operationId: 'readMockupPage',
    method: 'get',
    path: '/3d/{id}',
    summary: "A 3D mockup's hosted page",
    description:
      "The mockup for customers: the folding box wearing its artwork in the browser. A mockup's `url`; may be framed on another site.",
    parameters: [mockupId],
    responses: {
      '200': html(
        'The page.',
        '<!doctype html>\n<html lang="en">…<diecut-mockup src="/3d/me13h6k0bp/description.json" aria-label="3D mockup: Tea box"></diecut-mockup>…</html>',
      ),
      '404': html('No such mockup.', '<!doctype html>\n<html lang="en">…<h1>Mockup not found</h1>…</html>'),
    },
  },
  {
    operationId: 'readMockupDescription',
    method: 'get',
    path: '/3d/{id}/description.json',
    summary: "The scene a 3D mockup's viewer loads",
    description:
      "What `<diecut-mockup>` shows: the folding scene of the dieline, the artwork textures, the substrate and the background. Readable from any origin, so a shop can embed the viewer on its own site. The example's part lists are cut to their first items.",
    parameters: [mockupId],
    responses: {
      '200': {
        description: 'The description.',
        headers: CORS_HEADER,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              description:
                "The viewer's description (`format: diecut-mockup`): its scene, artwork, substrate and background.",
            },
            example: RECORDED_EXAMPLES.mockupDescription,
          },
        },
      },
      '404': NOT_FOUND,
    },
  },
  {
    operationId: 'readMockupViewer',
    method: 'get',
    path: '/3d/assets/diecut-mockup.js',
    summary: 'The 3D mockup viewer',
    description:
      'The `<diecut-mockup>` web component, one module script: load it with `<script type="module">` and point a `<diecut-mockup src>` at a description to embed a mockup on another site. Readable from any origin.',
    parameters: [],
    responses: {
      '200': {
        description: 'The viewer bundle.',
        headers: {
          ...CACHE_HEADER('`public, max-age=31536000, immutable`: ask with `?v=` to bust.'),
          ...CORS_HEADER,
        },
        content: {
          'text/javascript': {
            schema: { type: 'string', description: 'A JavaScript module.' },
            example: '/* <diecut-mockup> */ …',
          },
        },
      },
      '404': NOT_FOUND,
    },
  },
];

/** Every public route, in the order the reference lists them. */
export const PUBLIC_OPERATIONS: PublicOperation[] = ROUTES.map((op) => ({
  ...op,
  responses: { ...op.responses, '431': HEADERS_TOO_LARGE },
}));
