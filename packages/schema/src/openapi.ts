import { z } from 'zod';
import { OWN_LIST_PAGE_SIZE, UNITS } from './common';
import {
  CreateDielineRequestSchema,
  DeletedDielineResponseSchema,
  DielineListResponseSchema,
  DielineResponseSchema,
} from './dieline';
import {
  DIELINE_TEMPLATE_LIST_PAGE_SIZE,
  DielineTemplateGroupListResponseSchema,
  DielineTemplateListResponseSchema,
  DielineTemplateResponseSchema,
  TEMPLATE_CATEGORIES,
} from './dieline-template';
import { ErrorBodySchema, ValidationErrorBodySchema } from './errors';
import {
  CreateMockupFormSchema,
  DeletedMockupResponseSchema,
  MockupListResponseSchema,
  MockupResponseSchema,
  UpdateMockupFormSchema,
} from './mockup';
import {
  CalculateEfficienciesRequestSchema,
  CreateNestingRequestSchema,
  NestingListResponseSchema,
  NestingResponseSchema,
  NestingTemplateEfficienciesResponseSchema,
  NestingTemplateListResponseSchema,
} from './nesting';
import { API_OPERATIONS, API_VERSION_HEADERS, type ApiOperation, type OperationId } from './operations';
import { PartsRequestSchema, PartsResponseSchema } from './parts';
import { schemaRegistry } from './registry';

export const SUPPORTED_API_VERSIONS = ['1.0'] as const;

type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: object;
  description?: string;
};

/** What the OpenAPI document says of an operation beyond its place in `API_OPERATIONS`. */
export interface OperationDocs {
  summary: string;
  parameters: Parameter[];
  requestBody?: { contentType: 'application/json' | 'multipart/form-data'; schema: z.ZodType };
  response: z.ZodType;
  errorStatuses: number[];
  /**
   * Set on an operation beyond the interface: what it adds, in a sentence. The document gives it as
   * the operation's description and marks the operation `x-diecut-extension: true`.
   */
  extension?: string;
}

/** An operation as the OpenAPI document gives it. */
export interface OperationSpec extends ApiOperation, OperationDocs {}

const pathParam = (name: string, description?: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
  ...(description ? { description } : {}),
});
const unitSchema = { type: 'string', enum: [...UNITS] };

/** The paging of the lists of an account's own resources: `limit` and `cursor`. */
const pageParams: Parameter[] = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: OWN_LIST_PAGE_SIZE.maximum,
      default: OWN_LIST_PAGE_SIZE.default,
    },
    description: `Records per page, at most ${OWN_LIST_PAGE_SIZE.maximum}.`,
  },
  {
    name: 'cursor',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'The `next_cursor` of the page before; absent for the first page (the newest records).',
  },
];

/** The documentation of each operation of `API_OPERATIONS`, by its operationId. */
const OPERATION_DOCS: Record<OperationId, OperationDocs> = {
  listDielineTemplateGroups: {
    summary: 'List dieline template groups',
    parameters: [],
    response: DielineTemplateGroupListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  listDielineTemplates: {
    summary: 'List and search dieline templates',
    parameters: [
      {
        name: 'unit',
        in: 'query',
        required: false,
        schema: { ...unitSchema, default: 'mm' },
        description: 'Unit of the `self` links: `mm` (default) or `in`.',
      },
      {
        name: 'group',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only templates of this group id, e.g. `cartons_tuck_end_boxes`.',
      },
      {
        name: 'category',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: `Only templates of this category (case-insensitive): ${TEMPLATE_CATEGORIES.join(', ')}.`,
      },
      {
        name: 'q',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description:
          'Text search over name, id, standard code (ECMA/FEFCO, e.g. `0201`, `A20.20`), group name and tags; every word must match.',
      },
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, default: 1 },
        description: '1-based page number; a page past the last is empty.',
      },
      {
        name: 'per_page',
        in: 'query',
        required: false,
        schema: {
          type: 'integer',
          minimum: 1,
          maximum: DIELINE_TEMPLATE_LIST_PAGE_SIZE.maximum,
          default: DIELINE_TEMPLATE_LIST_PAGE_SIZE.default,
        },
        description: `Templates per page, at most ${DIELINE_TEMPLATE_LIST_PAGE_SIZE.maximum}.`,
      },
    ],
    response: DielineTemplateListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  readDielineTemplate: {
    summary: 'Read a dieline template by unit and id',
    parameters: [
      { name: 'unit', in: 'path', required: true, schema: unitSchema },
      pathParam('id', 'Dieline template id, starts with `becf`.'),
    ],
    response: DielineTemplateResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  readDielineTemplateDimensions: {
    summary: "Read a dieline template's variables",
    parameters: [pathParam('id'), { name: 'unit', in: 'query', required: false, schema: unitSchema }],
    response: DielineTemplateResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  calculateDielineParts: {
    summary: "Calculate the parts of a dieline template's blank for given variables",
    parameters: [pathParam('id', 'Dieline template catalog id.')],
    requestBody: { contentType: 'application/json', schema: PartsRequestSchema },
    response: PartsResponseSchema,
    errorStatuses: [400, 401, 403, 404, 413, 415, 429, 503],
  },
  createDieline: {
    summary: 'Create a dieline',
    parameters: [pathParam('template_id')],
    requestBody: { contentType: 'application/json', schema: CreateDielineRequestSchema },
    response: DielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  readDieline: {
    summary: 'Read a dieline made with this key',
    parameters: [pathParam('dieline_id')],
    response: DielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listNestingTemplates: {
    summary: 'List nesting templates for a dieline',
    parameters: [pathParam('dieline_id')],
    response: NestingTemplateListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429, 503],
  },
  calculateNestingTemplateEfficiencies: {
    summary: 'Calculate nesting template efficiencies',
    parameters: [pathParam('dieline_id')],
    requestBody: { contentType: 'application/json', schema: CalculateEfficienciesRequestSchema },
    response: NestingTemplateEfficienciesResponseSchema,
    errorStatuses: [400, 401, 403, 404, 413, 415, 429, 503],
  },
  createNesting: {
    summary: 'Create a nesting',
    parameters: [pathParam('dieline_id'), pathParam('nesting_template_id')],
    requestBody: { contentType: 'application/json', schema: CreateNestingRequestSchema },
    response: NestingResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  createMockup: {
    summary: 'Create a 3D mockup',
    parameters: [pathParam('dieline_id')],
    requestBody: { contentType: 'multipart/form-data', schema: CreateMockupFormSchema },
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  readMockup: {
    summary: 'Read a 3D mockup made with this key',
    parameters: [pathParam('dieline_id'), pathParam('id', 'Mockup id, 10 lowercase letters and digits.')],
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  updateMockup: {
    summary: 'Update a 3D mockup',
    parameters: [pathParam('dieline_id'), pathParam('id', 'Mockup id, 10 lowercase letters and digits.')],
    requestBody: { contentType: 'multipart/form-data', schema: UpdateMockupFormSchema },
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  deleteMockup: {
    summary: 'Delete a 3D mockup, its page and every file of it',
    parameters: [pathParam('dieline_id'), pathParam('id', 'Mockup id, 10 lowercase letters and digits.')],
    response: DeletedMockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listDielines: {
    summary: 'List the dielines made with this key, newest first',
    extension:
      "Beyond the interface: the account's dielines, newest first (by `created_at`, then id), a page at a time; each as `GET /dielines/{dieline_id}` answers it.",
    parameters: [
      ...pageParams,
      {
        name: 'dieline_template_id',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only dielines of this template, e.g. `becf-11001`.',
      },
    ],
    response: DielineListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  deleteDieline: {
    summary: 'Delete a dieline with its nestings, 3D mockups and every file of them',
    extension:
      "Beyond the interface: deletes the dieline, its nestings and its 3D mockups (their pages too) and every file of them; `bytes_freed` is what the account's stored bytes drop by.",
    parameters: [pathParam('dieline_id')],
    response: DeletedDielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listNestings: {
    summary: "List a dieline's nestings, newest first",
    extension:
      "Beyond the interface: the nestings made of the account's dieline, newest first, a page at a time.",
    parameters: [pathParam('dieline_id'), ...pageParams],
    response: NestingListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  readNesting: {
    summary: 'Read a nesting made with this key',
    extension:
      "Beyond the interface: a nesting of the account's dieline by its id (`GET /dielines/{dieline_id}/nestings/ne_…`), as its create answered it.",
    parameters: [
      pathParam('dieline_id'),
      pathParam(
        'nesting_template_id',
        "Here the nesting's id (`ne_…`): the path is the one whose POST makes a nesting from the nesting template it names, and OpenAPI gives one path one parameter name.",
      ),
    ],
    response: NestingResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listMockups: {
    summary: "List a dieline's 3D mockups, newest first",
    extension:
      "Beyond the interface: the 3D mockups of the account's dieline, newest first, a page at a time.",
    parameters: [pathParam('dieline_id'), ...pageParams],
    response: MockupListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
};

/** Every operation of the interface (`API_OPERATIONS`), in its order, with its documentation. */
export const OPERATIONS: OperationSpec[] = API_OPERATIONS.map((operation) => ({
  ...operation,
  ...OPERATION_DOCS[operation.operationId],
}));

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: validation error, bad unit or unsupported API version.',
  401: 'Missing or unknown API key (`Unauthorized`).',
  403: 'The API key is of the other kind (`Forbidden`).',
  404: 'Resource cannot be found.',
  409: 'The files would take the account past its storage limit; the message names the limit and the use.',
  413: 'Request body or file too large.',
  415: 'Unsupported media type (of the body, or of an artwork file).',
  429: 'Too many requests for this API key; `Retry-After` gives the seconds to wait.',
  503: 'Every worker is busy and the queue is full; `Retry-After` gives the seconds to wait.',
};

const COMPONENT_PREFIX = '#/components/schemas/';

/** JSON Schema formats OpenAPI tools know; zod also writes its check names (`starts_with`) as formats. */
const KNOWN_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'uri',
  'uuid',
  'binary',
  'int32',
  'int64',
]);

const jsonSchemaParams = {
  target: 'draft-2020-12',
  unrepresentable: 'any',
  metadata: schemaRegistry,
  override: ({ jsonSchema }) => {
    // the check stays as the `pattern` zod writes beside the format
    if (typeof jsonSchema.format === 'string' && !KNOWN_FORMATS.has(jsonSchema.format))
      delete jsonSchema.format;
  },
} satisfies Parameters<typeof z.toJSONSchema>[1];

/** Component schemas keyed by id, without the `$schema` and `$id` zod writes on each: the document gives both. */
function componentSchemas(): Record<string, Record<string, unknown>> {
  const { schemas } = z.toJSONSchema(schemaRegistry, {
    ...jsonSchemaParams,
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
}

function refTo(schema: z.ZodType): object {
  const id = schemaRegistry.get(schema)?.id;
  if (id) return { $ref: `${COMPONENT_PREFIX}${id}` };
  const { $schema: _schema, ...inline } = z.toJSONSchema(schema, jsonSchemaParams);
  return inline;
}

/** The components `root` reaches through `$ref`s, directly or through other components. */
function referencedComponents(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_PREFIX)) {
        const id = value.slice(COMPONENT_PREFIX.length);
        if (!found.has(id)) {
          found.add(id);
          visit(schemas[id]);
        }
      } else visit(value);
    }
  };
  visit(root);
  return found;
}

export interface OpenApiOptions {
  serverUrl: string;
  version: string;
  /** Operations to document; all of `OPERATIONS` when absent. */
  operationIds?: readonly string[];
  /** Extra operations the caller serves (e.g. engine-specific routes). */
  extraOperations?: OperationSpec[];
}

/** The OpenAPI 3.1 document of the operations the caller serves, built from the zod schemas. */
export function buildOpenApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const selected = [
    ...OPERATIONS.filter((op) => !options.operationIds || options.operationIds.includes(op.operationId)),
    ...(options.extraOperations ?? []),
  ];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of selected) {
    const versionHeader = API_VERSION_HEADERS[op.keyKind];
    const operation: Record<string, unknown> = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.extension ? { description: op.extension, 'x-diecut-extension': true } : {}),
      security: [{ [`${op.keyKind}ApiKey`]: [] }],
      parameters: [
        ...op.parameters,
        {
          name: versionHeader,
          in: 'header',
          required: false,
          schema: { type: 'string', enum: [...SUPPORTED_API_VERSIONS], default: '1.0' },
          description: 'API version; absent means 1.0.',
        },
      ],
      responses: {
        '200': {
          description: 'Success.',
          headers: { [versionHeader]: { schema: { type: 'string' } } },
          content: { 'application/json': { schema: refTo(op.response) } },
        },
        ...Object.fromEntries(
          op.errorStatuses.map((status) => [
            String(status),
            {
              description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
              content: {
                'application/json': {
                  schema: refTo(
                    status === 400 && op.requestBody ? ValidationErrorBodySchema : ErrorBodySchema,
                  ),
                },
              },
            },
          ]),
        ),
      },
    };
    if (op.requestBody) {
      operation.requestBody = {
        required: true,
        content: { [op.requestBody.contentType]: { schema: refTo(op.requestBody.schema) } },
      };
    }
    paths[op.path] = { ...(paths[op.path] ?? {}), [op.method]: operation };
  }
  const schemas = componentSchemas();
  const used = referencedComponents(paths, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diecut dieline API',
      version: options.version,
      description:
        'Packaging dielines from box templates: template catalog, custom dielines, nestings and 3D mockups.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id))),
      securitySchemes: {
        dielinesApiKey: { type: 'http', scheme: 'bearer', description: 'The dielines API key.' },
        dimensionsApiKey: { type: 'http', scheme: 'bearer', description: 'The dimensions API key.' },
      },
    },
  };
}
