import type {
  ArtworkTemplateFormat,
  CalculateEfficienciesRequest,
  CreateDielineRequest,
  CreateNestingRequest,
  DeletedDielineResponse,
  DeletedMockupResponse,
  Dieline,
  DielineList,
  DielineListQuery,
  DielinePart,
  DielineTemplate,
  DielineTemplateGroupList,
  DielineTemplateList,
  DielineTemplateListQuery,
  Mockup,
  MockupList,
  Nesting,
  NestingList,
  NestingTemplateEfficiencies,
  NestingTemplateList,
  OwnListQuery,
  PartsRequest,
  Unit,
} from '@diecut/schema';
import {
  API_VERSION_HEADERS,
  type ApiKeyKind,
  apiOperation,
  type OperationId,
  type OperationPathParams,
  operationPath,
} from '@diecut/schema/operations';
import { DiecutApiError } from './diecut-api-error';
import { type CreateMockupInput, mockupFormData, type UpdateMockupInput } from './mockup-form';
import { RETRY_STATUSES, type RetryOptions, retryAfterMs, sleep } from './retry';

/** The two key families of the interface: `dimensions` for `/dimensions/*`, `dielines` for the rest. */
export type ApiKeyFamily = ApiKeyKind;

export interface DiecutClientOptions {
  /** The API's base URL, e.g. `https://dielines.example.com`. */
  baseUrl: string;
  /** Bearer keys; a call whose family has no key fails before it is sent. */
  apiKeys: { dielines?: string; dimensions?: string };
  /** The fetch to call; the global `fetch` when absent. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 503 answers; `false` for none. */
  retries?: RetryOptions | false;
  /** Abort a call (retries and waits included) after this many ms. */
  timeoutMs?: number;
  /** Extra headers on every request, e.g. a `User-Agent`. */
  headers?: Record<string, string>;
}

/** Options of one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

const API_VERSION = '1.0';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The key family; none for the public routes. */
  family?: ApiKeyFamily;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  /** The media types the call takes; JSON when absent. */
  accept?: string;
}

/**
 * The request of an operation: its method, path (parameters filled in, each one encoded segment) and
 * key family, all from the interface's list `API_OPERATIONS`.
 */
function operationCall<Id extends OperationId>(
  operationId: Id,
  params: OperationPathParams<Id>,
  body: Pick<Call, 'query' | 'json' | 'form' | 'accept'> = {},
): Call {
  const { method, keyKind } = apiOperation(operationId);
  return {
    method: method.toUpperCase() as Uppercase<typeof method>,
    path: operationPath(operationId, params),
    family: keyKind,
    ...body,
  };
}

/** A typed client of every operation of the Diecut API. Errors are thrown as `DiecutApiError`. */
export class DiecutClient {
  readonly #baseUrl: string;
  readonly #options: DiecutClientOptions;
  readonly #retries: Required<RetryOptions>;

  constructor(options: DiecutClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#options = options;
    const retries = options.retries === false ? { count: 0 } : (options.retries ?? {});
    this.#retries = {
      count: retries.count ?? 2,
      maxDelayMs: retries.maxDelayMs ?? 30_000,
      baseDelayMs: retries.baseDelayMs ?? 500,
    };
  }

  /** `GET /dieline-template-groups`. */
  async listDielineTemplateGroups(options?: CallOptions): Promise<DielineTemplateGroupList> {
    const body = await this.#send<{ dieline_template_group_list: DielineTemplateGroupList }>(
      operationCall('listDielineTemplateGroups', {}),
      options,
    );
    return body.dieline_template_group_list;
  }

  /** `GET /dieline-templates`: one page of the catalog, filtered. */
  async listDielineTemplates(
    query: DielineTemplateListQuery = {},
    options?: CallOptions,
  ): Promise<DielineTemplateList> {
    const body = await this.#send<{ dieline_template_list: DielineTemplateList }>(
      operationCall('listDielineTemplates', {}, { query: { ...query } }),
      options,
    );
    return body.dieline_template_list;
  }

  /** `GET /dieline-templates/{unit}/{id}`. */
  async readDielineTemplate(id: string, unit: Unit = 'mm', options?: CallOptions): Promise<DielineTemplate> {
    const body = await this.#send<{ dieline_template: DielineTemplate }>(
      operationCall('readDielineTemplate', { unit, id }),
      options,
    );
    return body.dieline_template;
  }

  /** `GET /dimensions/{id}`, with the dimensions key. */
  async readDielineTemplateDimensions(
    id: string,
    unit?: Unit,
    options?: CallOptions,
  ): Promise<DielineTemplate> {
    const body = await this.#send<{ dieline_template: DielineTemplate }>(
      operationCall('readDielineTemplateDimensions', { id }, { query: { unit } }),
      options,
    );
    return body.dieline_template;
  }

  /** `POST /dimensions/{id}/parts`, with the dimensions key: each piece of board of the blank. */
  async calculateDielineParts(
    id: string,
    request: PartsRequest,
    options?: CallOptions,
  ): Promise<DielinePart[]> {
    const body = await this.#send<{ parts: DielinePart[] }>(
      operationCall('calculateDielineParts', { id }, { json: request }),
      options,
    );
    return body.parts;
  }

  /** `POST /dieline-templates/{template_id}/dielines`. */
  async createDieline(
    templateId: string,
    request: CreateDielineRequest,
    options?: CallOptions,
  ): Promise<Dieline> {
    const body = await this.#send<{ dieline: Dieline }>(
      operationCall('createDieline', { template_id: templateId }, { json: request }),
      options,
    );
    return body.dieline;
  }

  /** `GET /dielines/{dieline_id}`. */
  async readDieline(dielineId: string, options?: CallOptions): Promise<Dieline> {
    const body = await this.#send<{ dieline: Dieline }>(
      operationCall('readDieline', { dieline_id: dielineId }),
      options,
    );
    return body.dieline;
  }

  /** `GET /dielines/{dieline_id}/nesting-templates`. */
  async listNestingTemplates(dielineId: string, options?: CallOptions): Promise<NestingTemplateList> {
    const body = await this.#send<{ nesting_template_list: NestingTemplateList }>(
      operationCall('listNestingTemplates', { dieline_id: dielineId }),
      options,
    );
    return body.nesting_template_list;
  }

  /** `POST /dielines/{dieline_id}/nesting-template-efficiencies`. */
  async calculateNestingTemplateEfficiencies(
    dielineId: string,
    request: CalculateEfficienciesRequest,
    options?: CallOptions,
  ): Promise<NestingTemplateEfficiencies> {
    const body = await this.#send<{ nesting_template_efficiencies: NestingTemplateEfficiencies }>(
      operationCall('calculateNestingTemplateEfficiencies', { dieline_id: dielineId }, { json: request }),
      options,
    );
    return body.nesting_template_efficiencies;
  }

  /** `POST /dielines/{dieline_id}/nestings/{nesting_template_id}`. */
  async createNesting(
    dielineId: string,
    nestingTemplateId: string,
    request: CreateNestingRequest,
    options?: CallOptions,
  ): Promise<Nesting> {
    const body = await this.#send<{ nesting: Nesting }>(
      operationCall(
        'createNesting',
        { dieline_id: dielineId, nesting_template_id: nestingTemplateId },
        { json: request },
      ),
      options,
    );
    return body.nesting;
  }

  /** `POST /dielines/{dieline_id}/3d-mockups`, as a multipart form. */
  async createMockup(dielineId: string, input: CreateMockupInput, options?: CallOptions): Promise<Mockup> {
    const body = await this.#send<{ '3d_mockup': Mockup }>(
      operationCall('createMockup', { dieline_id: dielineId }, { form: mockupFormData(input) }),
      options,
    );
    return body['3d_mockup'];
  }

  /** `GET /dielines/{dieline_id}/3d-mockups/{id}`. */
  async readMockup(dielineId: string, mockupId: string, options?: CallOptions): Promise<Mockup> {
    const body = await this.#send<{ '3d_mockup': Mockup }>(
      operationCall('readMockup', { dieline_id: dielineId, id: mockupId }),
      options,
    );
    return body['3d_mockup'];
  }

  /** `PUT /dielines/{dieline_id}/3d-mockups/{id}`, as a multipart form. */
  async updateMockup(
    dielineId: string,
    mockupId: string,
    input: UpdateMockupInput,
    options?: CallOptions,
  ): Promise<Mockup> {
    const body = await this.#send<{ '3d_mockup': Mockup }>(
      operationCall('updateMockup', { dieline_id: dielineId, id: mockupId }, { form: mockupFormData(input) }),
      options,
    );
    return body['3d_mockup'];
  }

  /** `DELETE /dielines/{dieline_id}/3d-mockups/{id}`: the mockup, its page and its files. */
  deleteMockup(dielineId: string, mockupId: string, options?: CallOptions): Promise<DeletedMockupResponse> {
    return this.#send<DeletedMockupResponse>(
      operationCall('deleteMockup', { dieline_id: dielineId, id: mockupId }),
      options,
    );
  }

  /**
   * `GET /dielines`, beyond the interface: one page of the dielines made with this key, newest first;
   * pass the page's `next_cursor` as `cursor` for the next one (null on the last page).
   */
  async listDielines(query: DielineListQuery = {}, options?: CallOptions): Promise<DielineList> {
    const body = await this.#send<{ dieline_list: DielineList }>(
      operationCall('listDielines', {}, { query: { ...query } }),
      options,
    );
    return body.dieline_list;
  }

  /**
   * `DELETE /dielines/{dieline_id}`, beyond the interface: the dieline, its nestings, its 3D mockups
   * and every file of them; `bytes_freed` is what the account's stored bytes drop by.
   */
  deleteDieline(dielineId: string, options?: CallOptions): Promise<DeletedDielineResponse> {
    return this.#send<DeletedDielineResponse>(
      operationCall('deleteDieline', { dieline_id: dielineId }),
      options,
    );
  }

  /** `GET /dielines/{dieline_id}/nestings`, beyond the interface: one page of the dieline's nestings, newest first. */
  async listNestings(
    dielineId: string,
    query: OwnListQuery = {},
    options?: CallOptions,
  ): Promise<NestingList> {
    const body = await this.#send<{ nesting_list: NestingList }>(
      operationCall('listNestings', { dieline_id: dielineId }, { query: { ...query } }),
      options,
    );
    return body.nesting_list;
  }

  /**
   * `GET /dielines/{dieline_id}/nestings/{id}`, beyond the interface: a nesting by its `ne_` id (the
   * path whose POST is `createNesting`, hence its parameter's name in the list).
   */
  async readNesting(dielineId: string, nestingId: string, options?: CallOptions): Promise<Nesting> {
    const body = await this.#send<{ nesting: Nesting }>(
      operationCall('readNesting', { dieline_id: dielineId, nesting_template_id: nestingId }),
      options,
    );
    return body.nesting;
  }

  /** `GET /dielines/{dieline_id}/3d-mockups`, beyond the interface: one page of the dieline's mockups, newest first. */
  async listMockups(dielineId: string, query: OwnListQuery = {}, options?: CallOptions): Promise<MockupList> {
    const body = await this.#send<{ '3d_mockup_list': MockupList }>(
      operationCall('listMockups', { dieline_id: dielineId }, { query: { ...query } }),
      options,
    );
    return body['3d_mockup_list'];
  }

  /**
   * `GET /dielines/{dieline_id}/artwork-template`, beyond the interface: the file a designer lays the
   * dieline's artwork on (`pdf` by default, or `svg`), at real size on a page that is its artwork
   * frame, with the cut, creases, bleed, safe zones and panel names on layers of their own.
   */
  async downloadArtworkTemplate(
    dielineId: string,
    format: ArtworkTemplateFormat = 'pdf',
    options?: CallOptions,
  ): Promise<Uint8Array> {
    const call = operationCall(
      'downloadArtworkTemplate',
      { dieline_id: dielineId },
      { query: { format }, accept: format === 'pdf' ? 'application/pdf' : 'image/svg+xml' },
    );
    const response = await this.#fetch({ ...call, url: this.#url(call) }, options);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** `GET /healthz`: no key. Not an operation of the interface (nor of the OpenAPI document). */
  health(options?: CallOptions): Promise<{ status: string }> {
    return this.#send<{ status: string }>({ method: 'GET', path: '/healthz' }, options);
  }

  /**
   * The bytes of a file the API links to (a dieline's or nesting's `url`, an image). Files are
   * public: no key is sent, so none leaks to a file host elsewhere.
   */
  async downloadFile(url: string, options?: CallOptions): Promise<Uint8Array> {
    const response = await this.#fetch({ method: 'GET', url: new URL(url, `${this.#baseUrl}/`) }, options);
    return new Uint8Array(await response.arrayBuffer());
  }

  async #send<T>(call: Call, options?: CallOptions): Promise<T> {
    const response = await this.#fetch({ ...call, url: this.#url(call) }, options);
    return (await response.json()) as T;
  }

  /** The call's URL: the base URL, its path and the query values that are set. */
  #url(call: Call): URL {
    const url = new URL(`${this.#baseUrl}${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  /** The 2xx answer to `call`, after the retries of 429 and 503; any other answer is thrown. */
  async #fetch(
    call: Omit<Call, 'path' | 'query'> & { url: URL },
    options: CallOptions = {},
  ): Promise<Response> {
    const headers = new Headers(this.#options.headers);
    if (call.family) {
      const key = this.#options.apiKeys[call.family];
      if (!key) {
        throw new TypeError(
          `No ${call.family} API key: set apiKeys.${call.family} to call ${call.url.pathname}.`,
        );
      }
      headers.set('Authorization', `Bearer ${key}`);
      headers.set(API_VERSION_HEADERS[call.family], API_VERSION);
      headers.set('Accept', call.accept ?? 'application/json');
    }
    if (call.json !== undefined) headers.set('Content-Type', 'application/json');
    const signals = [
      options.signal,
      this.#options.timeoutMs ? AbortSignal.timeout(this.#options.timeoutMs) : undefined,
    ];
    const active = signals.filter((signal): signal is AbortSignal => signal !== undefined);
    const signal = active.length > 1 ? AbortSignal.any(active) : active[0];
    const body = call.json !== undefined ? JSON.stringify(call.json) : call.form;
    const send = this.#options.fetch ?? ((request: Request) => fetch(request));

    for (let attempt = 0; ; attempt++) {
      const response = await send(
        new Request(call.url, {
          method: call.method,
          headers,
          ...(body ? { body } : {}),
          ...(signal ? { signal } : {}),
        }),
      );
      if (response.ok) return response;
      if (RETRY_STATUSES.includes(response.status) && attempt < this.#retries.count) {
        const wait =
          retryAfterMs(response.headers.get('Retry-After')) ?? this.#retries.baseDelayMs * 2 ** attempt;
        if (wait <= this.#retries.maxDelayMs) {
          await response.body?.cancel();
          await sleep(wait, signal);
          continue;
        }
      }
      throw await DiecutApiError.fromResponse(response);
    }
  }
}
