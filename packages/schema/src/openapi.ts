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
import { RECORDED_EXAMPLES } from './openapi-examples';
import { API_OPERATIONS, API_VERSION_HEADERS, type ApiOperation, type OperationId } from './operations';
import { PartsRequestSchema, PartsResponseSchema } from './parts';
import { PUBLIC_OPERATIONS, type PublicOperation } from './public-routes';
import { schemaRegistry } from './registry';

export const SUPPORTED_API_VERSIONS = ['1.0'] as const;

type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: object;
  description: string;
  example?: unknown;
};

/** The groups of the reference, in its order, each with what it holds. */
export const OPERATION_TAGS = [
  {
    name: 'Catalog',
    description:
      'The dieline templates: their groups, the list and search, one template with its variables, and the parts a template makes for given sizes (the dimensions key).',
  },
  {
    name: 'Dielines',
    description:
      'A dieline is a template made at your sizes: a production file (PDF, SVG, DXF or CF2) of cut and crease lines, with the size of its artwork.',
  },
  {
    name: 'Nestings',
    description:
      'How many copies of a dieline fit on a press sheet, by nesting template, and the sheet laid out as a file.',
  },
  {
    name: 'Mockups',
    description:
      'A 3D mockup folds a dieline with your artwork on it, on a public hosted page customers can open or a shop can embed.',
  },
  {
    name: 'Account',
    description:
      'What this key has made: its dielines, their nestings and mockups, newest first a page at a time, and deleting a dieline with everything made of it.',
  },
  {
    name: 'Public',
    description:
      'Routes without a key: the health check, this reference and its document, the catalog pages and images for people, stored files and the hosted mockup pages.',
  },
] as const;
export type OperationTag = (typeof OPERATION_TAGS)[number]['name'];

/**
 * The answer of an operation that answers a file rather than JSON: each media type it may be, with
 * what it is and an example of its start.
 */
export interface FileAnswer {
  files: Record<string, { description: string; example?: string }>;
}

/** Whether an operation answers a file (`FileAnswer`) rather than a JSON body of a schema. */
export const isFileAnswer = (response: z.ZodType | FileAnswer): response is FileAnswer =>
  'files' in response && !(response instanceof z.ZodType);

/** The formats of an artwork template (`GET /dielines/{dieline_id}/artwork-template?format=`). */
export const ARTWORK_TEMPLATE_FORMATS = ['pdf', 'svg'] as const;
export type ArtworkTemplateFormat = (typeof ARTWORK_TEMPLATE_FORMATS)[number];

/** What the OpenAPI document says of an operation beyond its place in `API_OPERATIONS`. */
export interface OperationDocs {
  summary: string;
  /** What the operation does and answers, in Markdown: the reference shows it under the summary. */
  description: string;
  tag: OperationTag;
  parameters: Parameter[];
  requestBody?: { contentType: 'application/json' | 'multipart/form-data'; schema: z.ZodType };
  /** The JSON body's schema, or the files of an operation that answers a file. */
  response: z.ZodType | FileAnswer;
  errorStatuses: number[];
  /**
   * Set on an operation beyond the interface: what it adds, in a sentence. The document gives it as
   * the operation's description and marks the operation `x-diecut-extension: true`.
   */
  extension?: string;
}

/** An operation as the OpenAPI document gives it. */
export interface OperationSpec extends ApiOperation, OperationDocs {}

const pathParam = (name: string, description: string, example: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description,
  example,
});
const unitSchema = { type: 'string', enum: [...UNITS] };

const recorded = RECORDED_EXAMPLES.operations;
/** Ids of the recorded conversation, so that the examples of the parameters match those of the answers. */
const EXAMPLE_IDS = {
  dieline: recorded.readDieline.response.dieline.id,
  nesting: recorded.readNesting.response.nesting.id,
  mockup: recorded.readMockup.response['3d_mockup'].id,
};
const templateIdParam = (name: string) =>
  pathParam(name, 'A catalog template id, e.g. `becf-11001` (the `id` of a dieline template).', 'becf-11001');
const dielineIdParam = pathParam(
  'dieline_id',
  'A dieline made with this key: its `id`, `di_` and random characters.',
  EXAMPLE_IDS.dieline,
);
const mockupIdParam = pathParam(
  'id',
  'A 3D mockup of the dieline: its `id`, 10 lowercase letters and digits.',
  EXAMPLE_IDS.mockup,
);

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
    example: 20,
  },
  {
    name: 'cursor',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'The `next_cursor` of the page before; absent for the first page (the newest records).',
    example: RECORDED_EXAMPLES.operations.listDielines.response.dieline_list.next_cursor,
  },
];

/** The documentation of each operation of `API_OPERATIONS`, by its operationId. */
const OPERATION_DOCS: Record<OperationId, OperationDocs> = {
  listDielineTemplateGroups: {
    summary: 'List dieline template groups',
    description:
      'Every group of the catalog (tuck end boxes, trays, slotted containers, ...) with its category, including groups with no template yet. A group id filters the template list.',
    tag: 'Catalog',
    parameters: [],
    response: DielineTemplateGroupListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  listDielineTemplates: {
    summary: 'List and search dieline templates',
    description:
      "The catalog's templates in catalog order, a page at a time, filtered by group, category or a text search. Each summary links to the whole template (`self`) and its page for people (`web`).",
    tag: 'Catalog',
    parameters: [
      {
        name: 'unit',
        in: 'query',
        required: false,
        schema: { ...unitSchema, default: 'mm' },
        description: 'Unit of the `self` links: `mm` (default) or `in`.',
        example: 'mm',
      },
      {
        name: 'group',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only templates of this group id, e.g. `cartons_tuck_end_boxes`.',
        example: 'cartons_tuck_end_boxes',
      },
      {
        name: 'category',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: `Only templates of this category (case-insensitive): ${TEMPLATE_CATEGORIES.join(', ')}.`,
        example: 'Cartons',
      },
      {
        name: 'q',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description:
          'Text search over name, id, standard code (ECMA/FEFCO, e.g. `0201`, `A20.20`), group name and tags; every word must match.',
        example: '0201',
      },
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, default: 1 },
        description: '1-based page number; a page past the last is empty.',
        example: 1,
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
        example: 2,
      },
    ],
    response: DielineTemplateListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  readDielineTemplate: {
    summary: 'Read a dieline template by unit and id',
    description:
      'One template with every variable it takes (type, default, range, allowed values), in the unit of the path, its features and the links to its variants. The variables are what `POST /dieline-templates/{template_id}/dielines` takes.',
    tag: 'Catalog',
    parameters: [
      {
        name: 'unit',
        in: 'path',
        required: true,
        schema: unitSchema,
        description: 'The unit of the variables: `mm` or `in` (inch defaults sit on sixteenths).',
        example: 'mm',
      },
      pathParam('id', 'Dieline template id, starts with `becf`.', 'becf-11001'),
    ],
    response: DielineTemplateResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  readDielineTemplateDimensions: {
    summary: "Read a dieline template's variables",
    description:
      'The template as `GET /dieline-templates/{unit}/{id}` answers it, with the dimensions key: for a site that only sizes boxes and never stores a dieline.',
    tag: 'Catalog',
    parameters: [
      pathParam('id', 'Dieline template id, starts with `becf`.', 'becf-23201'),
      {
        name: 'unit',
        in: 'query',
        required: false,
        schema: { ...unitSchema, default: 'mm' },
        description: 'The unit of the variables: `mm` (default) or `in`.',
        example: 'mm',
      },
    ],
    response: DielineTemplateResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  calculateDielineParts: {
    summary: "Calculate the parts of a dieline template's blank for given variables",
    description:
      'The pieces of board a dieline of the template would have for the variables, each with its bounding box and area, without making or storing a file. A refused variable is a 400 listing each problem with a suggestion.',
    tag: 'Catalog',
    parameters: [pathParam('id', 'Dieline template catalog id.', 'becf-23201')],
    requestBody: { contentType: 'application/json', schema: PartsRequestSchema },
    response: PartsResponseSchema,
    errorStatuses: [400, 401, 403, 404, 413, 415, 429, 503],
  },
  createDieline: {
    summary: 'Create a dieline',
    description:
      "Makes the template at the given sizes as a production file (`pdf`, `svg`, `dxf` or `cf2`) and answers the dieline with the file's URL, the variables used (defaults filled in), the size of the artwork and, when asked, the area of the blank. Variables outside a template's range, or that break a manufacturing rule, are a 400 listing each problem with a suggested value.",
    tag: 'Dielines',
    parameters: [templateIdParam('template_id')],
    requestBody: { contentType: 'application/json', schema: CreateDielineRequestSchema },
    response: DielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  readDieline: {
    summary: 'Read a dieline made with this key',
    description: 'The dieline as its create answered it. Another key is answered 404.',
    tag: 'Dielines',
    parameters: [dielineIdParam],
    response: DielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listNestingTemplates: {
    summary: 'List nesting templates for a dieline',
    description:
      'The nesting templates that can lay the dieline out on a sheet, with the variables each takes, and the pieces of a multi-part dieline that can be nested one at a time.',
    tag: 'Nestings',
    parameters: [dielineIdParam],
    response: NestingTemplateListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429, 503],
  },
  calculateNestingTemplateEfficiencies: {
    summary: 'Calculate nesting template efficiencies',
    description:
      'For a sheet size, the best layout of every nesting template that applies: copies across and along, the copies held and how much of the sheet they use (null for a template that cannot calculate one). Nothing is stored.',
    tag: 'Nestings',
    parameters: [dielineIdParam],
    requestBody: { contentType: 'application/json', schema: CalculateEfficienciesRequestSchema },
    response: NestingTemplateEfficienciesResponseSchema,
    errorStatuses: [400, 401, 403, 404, 413, 415, 429, 503],
  },
  createNesting: {
    summary: 'Create a nesting',
    description:
      'Lays copies of the dieline out on the sheet with a nesting template, the best layout or `num_x` x `num_y`, and answers the sheet file with its size, the copies and the length of each kind of line (what prices the die).',
    tag: 'Nestings',
    parameters: [
      dielineIdParam,
      pathParam(
        'nesting_template_id',
        'A nesting template of the dieline (`lt_` or `lg_`), from its nesting template list.',
        'lt_straight_grid',
      ),
    ],
    requestBody: { contentType: 'application/json', schema: CreateNestingRequestSchema },
    response: NestingResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  createMockup: {
    summary: 'Create a 3D mockup',
    description:
      'Folds the dieline in 3D wearing the uploaded artwork (PNG, JPEG, SVG or PDF, recognised by content) and answers the mockup with its public hosted page (`url`). Sent as `multipart/form-data`.',
    tag: 'Mockups',
    parameters: [dielineIdParam],
    requestBody: { contentType: 'multipart/form-data', schema: CreateMockupFormSchema },
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  readMockup: {
    summary: 'Read a 3D mockup made with this key',
    description: 'The mockup as its create or last update answered it.',
    tag: 'Mockups',
    parameters: [dielineIdParam, mockupIdParam],
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  updateMockup: {
    summary: 'Update a 3D mockup',
    description:
      'Replaces what is sent (artwork, name, background, substrates) and keeps the rest; the hosted page shows the change at its next load. Changing only substrates does not draw the artwork again.',
    tag: 'Mockups',
    parameters: [dielineIdParam, mockupIdParam],
    requestBody: { contentType: 'multipart/form-data', schema: UpdateMockupFormSchema },
    response: MockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  },
  deleteMockup: {
    summary: 'Delete a 3D mockup, its page and every file of it',
    description:
      'The hosted page answers 404 from then on, and the files no longer count against the account.',
    tag: 'Mockups',
    parameters: [dielineIdParam, mockupIdParam],
    response: DeletedMockupResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listDielines: {
    summary: 'List the dielines made with this key, newest first',
    extension:
      "Beyond the interface: the account's dielines, newest first (by `created_at`, then id), a page at a time; each as `GET /dielines/{dieline_id}` answers it.",
    description:
      'Pass `next_cursor` back as `cursor` for the next page; a dieline made meanwhile never shifts the pages after the first.',
    tag: 'Account',
    parameters: [
      ...pageParams,
      {
        name: 'dieline_template_id',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'Only dielines of this template, e.g. `becf-11001`.',
        example: 'becf-11001',
      },
    ],
    response: DielineListResponseSchema,
    errorStatuses: [400, 401, 403, 429],
  },
  deleteDieline: {
    summary: 'Delete a dieline with its nestings, 3D mockups and every file of them',
    extension:
      "Beyond the interface: deletes the dieline, its nestings and its 3D mockups (their pages too) and every file of them; `bytes_freed` is what the account's stored bytes drop by.",
    description: 'Every URL of them answers 404 from then on.',
    tag: 'Account',
    parameters: [dielineIdParam],
    response: DeletedDielineResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listNestings: {
    summary: "List a dieline's nestings, newest first",
    extension:
      "Beyond the interface: the nestings made of the account's dieline, newest first, a page at a time.",
    description: 'Each as its create answered it; `next_cursor` pages on as in `GET /dielines`.',
    tag: 'Account',
    parameters: [dielineIdParam, ...pageParams],
    response: NestingListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  readNesting: {
    summary: 'Read a nesting made with this key',
    extension:
      "Beyond the interface: a nesting of the account's dieline by its id (`GET /dielines/{dieline_id}/nestings/ne_…`), as its create answered it.",
    description:
      'The same path as the create, read with GET and a nesting id instead of a nesting template id.',
    tag: 'Nestings',
    parameters: [
      dielineIdParam,
      pathParam(
        'nesting_template_id',
        "Here the nesting's id (`ne_…`): the path is the one whose POST makes a nesting from the nesting template it names, and OpenAPI gives one path one parameter name.",
        EXAMPLE_IDS.nesting,
      ),
    ],
    response: NestingResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  listMockups: {
    summary: "List a dieline's 3D mockups, newest first",
    extension:
      "Beyond the interface: the 3D mockups of the account's dieline, newest first, a page at a time.",
    description:
      'Each as its create or last update answered it; `next_cursor` pages on as in `GET /dielines`.',
    tag: 'Account',
    parameters: [dielineIdParam, ...pageParams],
    response: MockupListResponseSchema,
    errorStatuses: [400, 401, 403, 404, 429],
  },
  downloadArtworkTemplate: {
    summary: "Download a dieline's artwork template (PDF or SVG)",
    extension:
      "Beyond the interface: the file a designer lays the dieline's artwork on, at real size, on a page that is exactly the artwork frame (`artwork_dimensions`, the frame the 3D mockup maps artwork onto). The dieline links it as `artwork_template_pdf` and `artwork_template_svg`.",
    description:
      'Layers, each named the same in both formats: `Bleed` (the blank grown by the dieline\'s overflow margin, or 3 mm past the cuts inside the frame of a dieline without overflow), `Safe zone` (each panel less 3 mm, glue flaps left out), `Creases` (every fold line), `Cut` (knives and perforations) and `Panel names` (each panel\'s name at its middle). SVG layers are Inkscape layers (`inkscape:groupmode="layer"`, ids Illustrator keeps) over an empty `Artwork` layer; PDF layers are optional content groups, each guide in a spot colour of its own set to overprint, the TrimBox the blank. A multi-part dieline (a rigid box) gives the printed piece: the wrap its `artwork_dimensions` describe. Answered with `Content-Disposition: attachment` and a readable file name. An unknown `format` is a 400.',
    tag: 'Dielines',
    parameters: [
      dielineIdParam,
      {
        name: 'format',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...ARTWORK_TEMPLATE_FORMATS], default: 'pdf' },
        description: 'The file: `pdf` (default) or `svg`.',
        example: 'svg',
      },
    ],
    response: {
      files: {
        'application/pdf': { description: 'A one-page PDF with optional content groups.' },
        'image/svg+xml': {
          description: 'An SVG drawing in mm with Inkscape layers.',
          example:
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" … width="316.9mm" height="247.2mm" viewBox="0 0 316.9 247.2">…<g id="Safe_zone" inkscape:groupmode="layer" inkscape:label="Safe zone" …>…</svg>',
        },
      },
    },
    errorStatuses: [400, 401, 403, 404, 429, 503],
  },
};

/** Every operation of the interface (`API_OPERATIONS`), in its order, with its documentation. */
export const OPERATIONS: OperationSpec[] = API_OPERATIONS.map((operation) => ({
  ...operation,
  ...OPERATION_DOCS[operation.operationId],
}));

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: validation error, bad unit or unsupported API version.',
  401: 'Missing or unknown API key (Unauthorized).',
  403: 'The API key is of the other kind (Forbidden).',
  404: 'Resource cannot be found.',
  409: 'The files would take the account past its storage limit; the message names the limit and the use.',
  413: 'Request body or file too large.',
  415: 'Unsupported media type (of the body, or of an artwork file).',
  429: 'Too many requests for this API key; Retry-After gives the seconds to wait.',
  503: 'Every worker is busy and the queue is full; Retry-After gives the seconds to wait.',
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
  /**
   * Operations to document, keyed and public (`PUBLIC_OPERATIONS`) alike; all of them when absent.
   */
  operationIds?: readonly string[];
  /** Extra operations the caller serves (e.g. engine-specific routes). */
  extraOperations?: OperationSpec[];
}

type Examples = typeof RECORDED_EXAMPLES;

/** The recorded 400 with a list of problems of an operation's family (its tag). */
function validationExample(op: OperationSpec): unknown {
  const { validation } = RECORDED_EXAMPLES as Examples;
  if (op.operationId === 'calculateDielineParts') return validation.parts;
  if (op.tag === 'Nestings') return validation.nestings;
  if (op.tag === 'Mockups') return validation.mockups;
  return validation.dielines;
}

/** The example of an error answer of `op`: an answer the server gave to a request of the kind. */
function errorExample(op: OperationSpec, status: number): unknown {
  const { errors } = RECORDED_EXAMPLES as Examples;
  const form = op.requestBody?.contentType === 'multipart/form-data';
  if (status === 400 && op.requestBody) return validationExample(op);
  if (status === 413 && form) return errors.form413;
  if (status === 415 && form) return errors.form415;
  return (errors as Record<string, unknown>)[String(status)];
}

/** The OpenAPI operation object of a keyed operation. */
function keyedOperation(op: OperationSpec): Record<string, unknown> {
  const versionHeader = API_VERSION_HEADERS[op.keyKind];
  const examples = (RECORDED_EXAMPLES.operations as Record<string, { request?: unknown; response: unknown }>)[
    op.operationId
  ];
  const operation: Record<string, unknown> = {
    operationId: op.operationId,
    summary: op.summary,
    description: op.extension ? `${op.extension}\n\n${op.description}` : op.description,
    tags: [op.tag],
    ...(op.extension ? { 'x-diecut-extension': true } : {}),
    security: [{ [`${op.keyKind}ApiKey`]: [] }],
    parameters: [
      ...op.parameters,
      {
        name: versionHeader,
        in: 'header',
        required: false,
        schema: { type: 'string', enum: [...SUPPORTED_API_VERSIONS], default: '1.0' },
        description: 'API version; absent means 1.0.',
        example: '1.0',
      },
    ],
    responses: {
      '200': {
        description: 'Success.',
        headers: {
          [versionHeader]: {
            description: 'The API version that answered: `1.0`.',
            schema: { type: 'string' },
          },
          ...(isFileAnswer(op.response)
            ? {
                'Content-Disposition': {
                  description: 'A download with a readable file name: `attachment; filename="…"`.',
                  schema: { type: 'string' },
                },
              }
            : {}),
        },
        content: isFileAnswer(op.response)
          ? Object.fromEntries(
              Object.entries(op.response.files).map(([type, file]) => [
                type,
                {
                  schema: {
                    type: 'string',
                    ...(type.startsWith('image/svg') ? {} : { format: 'binary' }),
                    description: file.description,
                  },
                  ...(file.example === undefined ? {} : { example: file.example }),
                },
              ]),
            )
          : {
              'application/json': {
                schema: refTo(op.response),
                ...(examples ? { example: examples.response } : {}),
              },
            },
      },
      ...Object.fromEntries(
        op.errorStatuses.map((status) => {
          const example = errorExample(op, status);
          return [
            String(status),
            {
              description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
              ...(status === 429 || status === 503
                ? {
                    headers: {
                      'Retry-After': {
                        description: 'Seconds to wait before trying again.',
                        schema: { type: 'string' },
                      },
                    },
                  }
                : {}),
              content: {
                'application/json': {
                  schema: refTo(
                    status === 400 && op.requestBody ? ValidationErrorBodySchema : ErrorBodySchema,
                  ),
                  ...(example === undefined ? {} : { example }),
                },
              },
            },
          ];
        }),
      ),
    },
  };
  if (op.requestBody) {
    operation.requestBody = {
      required: true,
      content: {
        [op.requestBody.contentType]: {
          schema: refTo(op.requestBody.schema),
          ...(examples?.request === undefined ? {} : { example: examples.request }),
        },
      },
    };
  }
  return operation;
}

/** The OpenAPI operation object of a public route: no key. */
function publicOperation(op: PublicOperation): Record<string, unknown> {
  const { method: _method, path: _path, ...operation } = op;
  return { ...operation, tags: ['Public'], security: [] };
}

const INFO_DESCRIPTION = `Packaging dielines from box templates: a catalog of carton, corrugated and rigid box styles, dielines made at your sizes (PDF, SVG, DXF, CF2), nestings of them on press sheets, and 3D mockups wearing your artwork.

**Keys.** Every operation but the public routes takes \`Authorization: Bearer <key>\`: the dielines key, or the dimensions key for \`/dimensions/{id}\` and \`/dimensions/{id}/parts\`. A resource made with one key is 404 to every other key.

**Versions.** \`Dielines-Api-Version: 1.0\` (\`Dimensions-Api-Version\` under \`/dimensions\`) may be sent; absent means 1.0, and every answer carries it back.

**Errors** are JSON with a \`message\`; a refused body is a 400 with \`errors\`, each problem with a suggestion where there is one. 429 and 503 carry \`Retry-After\`.

**Units.** Lengths are in the request's \`unit\`, \`mm\` or \`in\`; answers give theirs.

The document is at [/openapi.json](/openapi.json), readable from any origin; the catalog for people is at [/templates](/templates).`;

/** The OpenAPI 3.1 document of the operations the caller serves, built from the zod schemas. */
export function buildOpenApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const chosen = (id: string) => !options.operationIds || options.operationIds.includes(id);
  const keyed = [...OPERATIONS.filter((op) => chosen(op.operationId)), ...(options.extraOperations ?? [])];
  const publicOnes = PUBLIC_OPERATIONS.filter((op) => chosen(op.operationId));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of keyed) paths[op.path] = { ...(paths[op.path] ?? {}), [op.method]: keyedOperation(op) };
  for (const op of publicOnes)
    paths[op.path] = { ...(paths[op.path] ?? {}), [op.method]: publicOperation(op) };
  const schemas = componentSchemas();
  const used = referencedComponents(paths, schemas);
  const tagsUsed = new Set([...keyed.map((op) => op.tag), ...(publicOnes.length > 0 ? ['Public'] : [])]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Diecut dieline API',
      version: options.version,
      description: INFO_DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl }],
    tags: OPERATION_TAGS.filter((tag) => tagsUsed.has(tag.name)).map((tag) => ({ ...tag })),
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
