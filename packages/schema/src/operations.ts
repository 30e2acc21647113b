/**
 * The operations of the Diecut interface, one line each: operationId, method, path and the key it
 * takes. The API's routes and key guards, the client's requests and the OpenAPI document
 * (`OPERATIONS`, this list with each operation's documentation) all come from it. No zod here: the
 * browser client imports it, as `@diecut/schema/operations`.
 */

/** The version header of each key kind, sent and answered on every operation that takes the key. */
export const API_VERSION_HEADERS = {
  dielines: 'Dielines-Api-Version',
  dimensions: 'Dimensions-Api-Version',
} as const;
/** The API key an operation takes: the dimensions key under `/dimensions`, the dielines key elsewhere. */
export type ApiKeyKind = keyof typeof API_VERSION_HEADERS;

export type OperationMethod = 'get' | 'post' | 'put' | 'delete';

/** Where an operation is served and which key it takes. */
export interface ApiOperation {
  operationId: string;
  method: OperationMethod;
  /** OpenAPI path template, e.g. `/dieline-templates/{unit}/{id}`. */
  path: string;
  keyKind: ApiKeyKind;
}

/**
 * Every operation of the interface, section 4, plus the parts operation named in 4.3, then the
 * operations beyond it (documented as extensions: `extension` in `OPERATIONS`).
 */
// biome-ignore format: a table, one operation a line
export const API_OPERATIONS = [
  { operationId: 'listDielineTemplateGroups', method: 'get', path: '/dieline-template-groups', keyKind: 'dielines' },
  { operationId: 'listDielineTemplates', method: 'get', path: '/dieline-templates', keyKind: 'dielines' },
  { operationId: 'readDielineTemplate', method: 'get', path: '/dieline-templates/{unit}/{id}', keyKind: 'dielines' },
  { operationId: 'readDielineTemplateDimensions', method: 'get', path: '/dimensions/{id}', keyKind: 'dimensions' },
  { operationId: 'calculateDielineParts', method: 'post', path: '/dimensions/{id}/parts', keyKind: 'dimensions' },
  { operationId: 'createDieline', method: 'post', path: '/dieline-templates/{template_id}/dielines', keyKind: 'dielines' },
  { operationId: 'readDieline', method: 'get', path: '/dielines/{dieline_id}', keyKind: 'dielines' },
  { operationId: 'listNestingTemplates', method: 'get', path: '/dielines/{dieline_id}/nesting-templates', keyKind: 'dielines' },
  { operationId: 'calculateNestingTemplateEfficiencies', method: 'post', path: '/dielines/{dieline_id}/nesting-template-efficiencies', keyKind: 'dielines' },
  { operationId: 'createNesting', method: 'post', path: '/dielines/{dieline_id}/nestings/{nesting_template_id}', keyKind: 'dielines' },
  { operationId: 'createMockup', method: 'post', path: '/dielines/{dieline_id}/3d-mockups', keyKind: 'dielines' },
  { operationId: 'readMockup', method: 'get', path: '/dielines/{dieline_id}/3d-mockups/{id}', keyKind: 'dielines' },
  { operationId: 'updateMockup', method: 'put', path: '/dielines/{dieline_id}/3d-mockups/{id}', keyKind: 'dielines' },
  { operationId: 'deleteMockup', method: 'delete', path: '/dielines/{dieline_id}/3d-mockups/{id}', keyKind: 'dielines' },
  // beyond the interface: the account's own resources, listed, read and deleted
  { operationId: 'listDielines', method: 'get', path: '/dielines', keyKind: 'dielines' },
  { operationId: 'deleteDieline', method: 'delete', path: '/dielines/{dieline_id}', keyKind: 'dielines' },
  { operationId: 'listNestings', method: 'get', path: '/dielines/{dieline_id}/nestings', keyKind: 'dielines' },
  // the path of createNesting, read: OpenAPI takes no second template differing only by a parameter's name
  { operationId: 'readNesting', method: 'get', path: '/dielines/{dieline_id}/nestings/{nesting_template_id}', keyKind: 'dielines' },
  { operationId: 'listMockups', method: 'get', path: '/dielines/{dieline_id}/3d-mockups', keyKind: 'dielines' },
  // beyond the interface: what a designer draws the dieline's artwork on
  { operationId: 'downloadArtworkTemplate', method: 'get', path: '/dielines/{dieline_id}/artwork-template', keyKind: 'dielines' },
] as const satisfies readonly ApiOperation[];

export type OperationId = (typeof API_OPERATIONS)[number]['operationId'];
/** The entry of `API_OPERATIONS` of one operationId, with its literal path. */
export type OperationOf<Id extends OperationId> = Extract<
  (typeof API_OPERATIONS)[number],
  { operationId: Id }
>;

/** The parameter names of a path template: `'dieline_id' | 'id'` of `/dielines/{dieline_id}/3d-mockups/{id}`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;
/** The values of an operation's path parameters, by name. */
export type OperationPathParams<Id extends OperationId> = Record<
  PathParamName<OperationOf<Id>['path']>,
  string
>;

const PATH_PARAM = /\{([^{}/]+)\}/g;

/** The entry of `API_OPERATIONS` of `operationId`. */
export function apiOperation<Id extends OperationId>(operationId: Id): OperationOf<Id> {
  const found = API_OPERATIONS.find((operation) => operation.operationId === operationId);
  if (!found) throw new TypeError(`Unknown operation '${operationId}'.`);
  return found as OperationOf<Id>;
}

/** The parameter names of a path template, in order: `['dieline_id', 'id']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] as string);
}

/**
 * The path of an operation with its parameters filled in, each encoded as one path segment
 * (`encodeURIComponent`): `operationPath('readDieline', { dieline_id: 'di_1' })` is `/dielines/di_1`.
 */
export function operationPath<Id extends OperationId>(
  operationId: Id,
  params: OperationPathParams<Id>,
): string {
  const values: Record<string, string> = params;
  return apiOperation(operationId).path.replace(PATH_PARAM, (_match, name: string) =>
    encodeURIComponent(values[name] as string),
  );
}
