import { API_OPERATIONS, API_VERSION_HEADERS, type OperationId } from '@diecut/schema/operations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiecutNotFoundError, DiecutRateLimitError, DiecutValidationError } from './diecut-api-error';
import { DiecutClient, type DiecutClientOptions } from './diecut-client';

const KEYS = { dielines: 'dl_key', dimensions: 'dm_key' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch that answers from a script, one answer per call, and keeps the requests. */
function scriptedFetch(...answers: Array<() => Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const next = answers[Math.min(requests.length, answers.length) - 1];
    if (!next) throw new Error('no answer scripted');
    return next();
  });
  return { fetch, requests };
}

const client = (fetch: DiecutClientOptions['fetch'], options: Partial<DiecutClientOptions> = {}) =>
  new DiecutClient({ baseUrl: 'https://api.test/', apiKeys: KEYS, fetch, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describe('DiecutClient', () => {
  it('should have a method for every operation of the interface', () => {
    const methods = new DiecutClient({ baseUrl: 'https://api.test', apiKeys: {} }) as unknown as Record<
      string,
      unknown
    >;
    for (const { operationId } of API_OPERATIONS)
      expect(typeof methods[operationId], operationId).toBe('function');
  });

  it('should send each operation at the method and path of the list, with the key of its kind', async () => {
    const SHEET = { unit: 'mm' as const, sheet_width: 700, sheet_height: 500 };
    const calls: Record<OperationId, (client: DiecutClient) => Promise<unknown>> = {
      listDielineTemplateGroups: (c) => c.listDielineTemplateGroups(),
      listDielineTemplates: (c) => c.listDielineTemplates(),
      readDielineTemplate: (c) => c.readDielineTemplate('t1', 'in'),
      readDielineTemplateDimensions: (c) => c.readDielineTemplateDimensions('t1'),
      calculateDielineParts: (c) => c.calculateDielineParts('t1', { variables: {} }),
      createDieline: (c) => c.createDieline('t1', { format: 'svg', variables: { unit: 'mm' } }),
      readDieline: (c) => c.readDieline('d1'),
      listNestingTemplates: (c) => c.listNestingTemplates('d1'),
      calculateNestingTemplateEfficiencies: (c) =>
        c.calculateNestingTemplateEfficiencies('d1', { variables: SHEET }),
      createNesting: (c) => c.createNesting('d1', 'n1', { format: 'svg', variables: SHEET }),
      createMockup: (c) => c.createMockup('d1', { file: new Uint8Array([1]) }),
      readMockup: (c) => c.readMockup('d1', 'm1'),
      updateMockup: (c) => c.updateMockup('d1', 'm1', {}),
      deleteMockup: (c) => c.deleteMockup('d1', 'm1'),
      listDielines: (c) => c.listDielines(),
      deleteDieline: (c) => c.deleteDieline('d1'),
      listNestings: (c) => c.listNestings('d1'),
      readNesting: (c) => c.readNesting('d1', 'n1'),
      listMockups: (c) => c.listMockups('d1'),
      downloadArtworkTemplate: (c) => c.downloadArtworkTemplate('d1'),
    };
    // every path parameter gets its own value: `t1` for a template, `d1` a dieline, `n1` a nesting template
    const values: Record<string, string> = {
      unit: 'in',
      id: 't1',
      template_id: 't1',
      dieline_id: 'd1',
      nesting_template_id: 'n1',
    };
    for (const { operationId, method, path, keyKind } of API_OPERATIONS) {
      const { fetch, requests } = scriptedFetch(() => json(200, {}));
      await calls[operationId](client(fetch));
      const expected = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
        path.includes('3d-mockups') && name === 'id' ? 'm1' : (values[name] ?? ''),
      );
      const [request] = requests;
      expect(`${request?.method} ${new URL(request?.url ?? '').pathname}`, operationId).toBe(
        `${method.toUpperCase()} ${expected}`,
      );
      expect(request?.headers.get('Authorization'), operationId).toBe(`Bearer ${KEYS[keyKind]}`);
      expect(request?.headers.get(API_VERSION_HEADERS[keyKind]), operationId).toBe('1.0');
    }
  });

  it("should download a dieline's artwork template as bytes, in the format asked", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const { fetch, requests } = scriptedFetch(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70, 45]), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      () => new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } }),
      () => json(400, { message: "Invalid 'format'." }),
    );
    const diecut = client(fetch, { retries: false });
    await expect(diecut.downloadArtworkTemplate('di_1')).resolves.toEqual(
      new Uint8Array([37, 80, 68, 70, 45]),
    );
    const file = await diecut.downloadArtworkTemplate('di_1', 'svg');
    expect(new TextDecoder().decode(file)).toBe(svg);
    expect(requests.map((request) => `${request.url} ${request.headers.get('Accept')}`)).toEqual([
      'https://api.test/dielines/di_1/artwork-template?format=pdf application/pdf',
      'https://api.test/dielines/di_1/artwork-template?format=svg image/svg+xml',
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer dl_key');
    await expect(diecut.downloadArtworkTemplate('di_1', 'dxf' as never)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('should send a JSON body with the dielines key and version header, and answer the resource', async () => {
    const dieline = { type: 'dieline', id: 'di_1' };
    const { fetch, requests } = scriptedFetch(() => json(200, { dieline }));
    const body = {
      format: 'pdf' as const,
      variables: { unit: 'mm' as const, length: 80, width: 40, height: 120 },
    };
    await expect(client(fetch).createDieline('becf-11001', body)).resolves.toEqual(dieline);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://api.test/dieline-templates/becf-11001/dielines');
    expect(request?.headers.get('Authorization')).toBe('Bearer dl_key');
    expect(request?.headers.get('Dielines-Api-Version')).toBe('1.0');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual(body);
  });

  it('should use the dimensions key on /dimensions and leave out unset query values', async () => {
    const { fetch, requests } = scriptedFetch(
      () => json(200, { dieline_template: { id: 'becf-11001' } }),
      () => json(200, { dieline_template_list: { dieline_templates: [] } }),
    );
    await client(fetch).readDielineTemplateDimensions('becf-11001');
    await client(fetch).listDielineTemplates({ q: 'tuck end', page: 2, group: undefined });
    expect(requests[0]?.url).toBe('https://api.test/dimensions/becf-11001');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer dm_key');
    expect(requests[0]?.headers.get('Dimensions-Api-Version')).toBe('1.0');
    expect(requests[1]?.url).toBe('https://api.test/dieline-templates?q=tuck+end&page=2');
  });

  it('should page the own lists with limit, cursor and filter in the query, and read a nesting by its id', async () => {
    const page = { type: 'dieline_list', dielines: [], next_cursor: 'abc' };
    const { fetch, requests } = scriptedFetch(
      () => json(200, { dieline_list: page }),
      () => json(200, { dieline_list: { ...page, next_cursor: null } }),
      () => json(200, { nesting_list: { nestings: [], next_cursor: null } }),
      () => json(200, { '3d_mockup_list': { '3d_mockups': [], next_cursor: null } }),
      () => json(200, { nesting: { id: 'ne_1' } }),
      () => json(200, { deleted: true, id: 'di_1', bytes_freed: 42 }),
    );
    const diecut = client(fetch);
    await expect(diecut.listDielines({ limit: 5, dieline_template_id: 'becf-11001' })).resolves.toEqual(page);
    await diecut.listDielines({ cursor: page.next_cursor, limit: undefined });
    await expect(diecut.listNestings('di_1', { limit: 100 })).resolves.toEqual({
      nestings: [],
      next_cursor: null,
    });
    await diecut.listMockups('di_1', { cursor: 'x-y_z' });
    await expect(diecut.readNesting('di_1', 'ne_1')).resolves.toEqual({ id: 'ne_1' });
    await expect(diecut.deleteDieline('di_1')).resolves.toEqual({
      deleted: true,
      id: 'di_1',
      bytes_freed: 42,
    });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://api.test/dielines?limit=5&dieline_template_id=becf-11001',
      'GET https://api.test/dielines?cursor=abc',
      'GET https://api.test/dielines/di_1/nestings?limit=100',
      'GET https://api.test/dielines/di_1/3d-mockups?cursor=x-y_z',
      'GET https://api.test/dielines/di_1/nestings/ne_1',
      'DELETE https://api.test/dielines/di_1',
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('Bearer dl_key');
  });

  it('should fail before sending when the family has no key', async () => {
    const { fetch } = scriptedFetch(() => json(200, {}));
    const noDimensions = client(fetch, { apiKeys: { dielines: 'dl_key' } });
    await expect(noDimensions.readDielineTemplateDimensions('becf-11001')).rejects.toThrow(
      /apiKeys\.dimensions/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should download a linked file without sending a key', async () => {
    const { fetch, requests } = scriptedFetch(() => new Response(new Uint8Array([60, 115, 118, 103])));
    const bytes = await client(fetch).downloadFile('https://files.test/files/di_1/dieline.svg');
    expect(bytes).toEqual(new Uint8Array([60, 115, 118, 103]));
    expect(requests[0]?.url).toBe('https://files.test/files/di_1/dieline.svg');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('should escape path segments', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { dieline: {} }));
    await client(fetch).readDieline('di_1/../x?y');
    expect(requests[0]?.url).toBe('https://api.test/dielines/di_1%2F..%2Fx%3Fy');
  });

  it('should retry a 429 after the seconds of its Retry-After', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(
      () => json(429, { message: 'Too many requests' }, { 'Retry-After': '3' }),
      () => json(200, { dieline: { id: 'di_1' } }),
    );
    const answer = client(fetch).readDieline('di_1');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toEqual({ id: 'di_1' });
  });

  it('should retry a 503 at the HTTP date of its Retry-After', async () => {
    vi.useFakeTimers({ now: Date.parse('Mon, 23 Nov 2026 18:00:00 GMT') });
    const { fetch } = scriptedFetch(
      () => json(503, { message: 'Unavailable' }, { 'Retry-After': 'Mon, 23 Nov 2026 18:00:05 GMT' }),
      () => json(200, { dieline: { id: 'di_1' } }),
    );
    const answer = client(fetch).readDieline('di_1');
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ id: 'di_1' });
  });

  it('should back off exponentially without Retry-After and give up after its retries', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(() => json(429, { message: 'Too many requests' }));
    const answer = client(fetch, { retries: { count: 2, baseDelayMs: 100 } }).readDieline('di_1');
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(DiecutRateLimitError);
    expect(error).toMatchObject({ status: 429, kind: 'rate_limited', message: 'Too many requests' });
  });

  it('should not wait longer than its maximum delay: the error comes at once', async () => {
    const { fetch } = scriptedFetch(() =>
      json(429, { message: 'Too many requests' }, { 'Retry-After': '120' }),
    );
    const error = await client(fetch, { retries: { maxDelayMs: 10_000 } })
      .readDieline('di_1')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should turn a 400 into a validation error with its errors and suggestions, without retrying', async () => {
    const body = {
      message: 'Validation failed for one or more variables.',
      errors: [{ message: 'Swap them', suggestion: { type: 'swap_values', names: ['length', 'width'] } }],
    };
    const { fetch } = scriptedFetch(() => json(400, body));
    const error = await client(fetch)
      .createDieline('becf-11001', {
        format: 'svg',
        variables: { unit: 'mm', length: 40, width: 80, height: 10 },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiecutValidationError);
    expect(error).toMatchObject({ status: 400, kind: 'validation', errors: body.errors });
    expect((error as DiecutValidationError).suggestions).toEqual([
      { type: 'swap_values', names: ['length', 'width'] },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should not retry at all with retries off', async () => {
    const { fetch } = scriptedFetch(() => json(503, { message: 'Unavailable' }, { 'Retry-After': '0' }));
    await expect(client(fetch, { retries: false }).readDieline('di_1')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should not retry a 404', async () => {
    const { fetch } = scriptedFetch(() => json(404, { message: 'Resource cannot be found' }));
    await expect(client(fetch).readDieline('di_x')).rejects.toBeInstanceOf(DiecutNotFoundError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should abort a call after its timeout', async () => {
    const fetch = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const error = await client(fetch, { timeoutMs: 20 })
      .readDieline('di_1')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TimeoutError' });
  });

  it("should stop waiting for a retry when the caller's signal aborts", async () => {
    const { fetch } = scriptedFetch(() => json(503, { message: 'Unavailable' }, { 'Retry-After': '20' }));
    const controller = new AbortController();
    const answer = client(fetch).readDieline('di_1', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort(new Error('user left'));
    await expect(answer).rejects.toThrow('user left');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should send mockup artwork bytes and fields as a multipart form', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { '3d_mockup': { id: 'abcdefghij' } }));
    const bytes = new Uint8Array([137, 80, 78, 71]);
    await client(fetch).createMockup('di_1', { file: bytes, name: 'Tea box', outside_design: false });
    const form = await requests[0]?.formData();
    const file = form?.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(file.name).toBe('artwork');
    expect(form?.get('name')).toBe('Tea box');
    expect(form?.get('outside_design')).toBe('false');
  });

  it('should send per-part substrates as indexed fields and an empty pick as a lone field', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { '3d_mockup': { id: 'abcdefghij' } }));
    const mockups = client(fetch);
    await mockups.updateMockup('di_1', 'abcdefghij', { part_substrates: { 1: 'kraft_brown', 2: '' } });
    await mockups.updateMockup('di_1', 'abcdefghij', {
      part_substrates: {},
      file: { data: new Blob(['<svg/>']), filename: 'art.svg', type: 'image/svg+xml' },
    });
    const first = await requests[0]?.formData();
    expect([...(first?.entries() ?? [])]).toEqual([
      ['part_substrates[1]', 'kraft_brown'],
      ['part_substrates[2]', ''],
    ]);
    const second = await requests[1]?.formData();
    expect(second?.get('part_substrates')).toBe('');
    expect(second?.get('file')).toMatchObject({ name: 'art.svg', type: 'image/svg+xml' });
    expect(requests[1]?.method).toBe('PUT');
  });
});
