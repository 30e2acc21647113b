import { createHash } from 'node:crypto';
import {
  API_OPERATIONS,
  API_VERSION_HEADERS,
  ErrorBodySchema,
  operationPath,
  pathParamNames,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../test/artwork-files';
import {
  createTestApp,
  DIELINES_KEY,
  DIMENSIONS_KEY,
  OTHER_DIELINES_KEY,
  PUBLIC_URL,
  readJson,
} from '../test/test-app';
import { ApiKeyRing } from './auth/api-keys';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const DIELINES_ROUTES = ['/dieline-template-groups', '/dieline-templates/mm/becf-11001', '/dielines/di_x'];

describe('authentication', () => {
  it('should answer 401 Unauthorized without a key, with an unknown key or a malformed header', async () => {
    harness = createTestApp();
    for (const route of [...DIELINES_ROUTES, '/dimensions/becf-11001']) {
      for (const authorization of [
        undefined,
        'Bearer nope',
        `Basic ${DIELINES_KEY}`,
        'Bearer',
        `${DIELINES_KEY}`,
      ]) {
        const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
        const response = await harness.app.request(route, { headers });
        expect(response.status, `${route} ${authorization}`).toBe(401);
        const versionHeader = route.startsWith('/dimensions')
          ? 'Dimensions-Api-Version'
          : 'Dielines-Api-Version';
        expect(response.headers.get(versionHeader)).toBe('1.0');
        expect(await response.json()).toEqual({ message: 'Unauthorized' });
      }
    }
  });

  it('should answer 403 Forbidden for a key of the other kind', async () => {
    harness = createTestApp();
    for (const route of DIELINES_ROUTES) {
      const response = await harness.request(route, { key: DIMENSIONS_KEY });
      expect(response.status, route).toBe(403);
      expect(await response.json()).toEqual({ message: 'Forbidden' });
    }
    const dimensions = await harness.request('/dimensions/becf-11001', { key: DIELINES_KEY });
    expect(dimensions.status).toBe(403);
    expect(await dimensions.json()).toEqual({ message: 'Forbidden' });
  });

  it('should guard every operation of the interface with the key kind its entry names', async () => {
    harness = createTestApp();
    const otherKey = { dielines: DIMENSIONS_KEY, dimensions: DIELINES_KEY };
    for (const { operationId, method, path, keyKind } of API_OPERATIONS) {
      const params = Object.fromEntries(
        pathParamNames(path).map((name) => [name, name === 'unit' ? 'mm' : 'x1']),
      );
      const route = operationPath(operationId, params as never);
      const init = { method: method.toUpperCase() };
      const unauthorized = await harness.request(route, { ...init, key: null });
      expect(unauthorized.status, `${init.method} ${route}`).toBe(401);
      expect(unauthorized.headers.get(API_VERSION_HEADERS[keyKind]), route).toBe('1.0');
      const forbidden = await harness.request(route, { ...init, key: otherKey[keyKind] });
      expect(forbidden.status, `${init.method} ${route}`).toBe(403);
    }
  });

  it('should accept the bearer scheme in any case', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/dieline-template-groups', {
      headers: { Authorization: `bearer ${DIELINES_KEY}` },
    });
    expect(response.status).toBe(200);
  });

  it('should keep each key its own account', async () => {
    harness = createTestApp();
    const ring = new ApiKeyRing({ dielines: [DIELINES_KEY, OTHER_DIELINES_KEY], dimensions: [] });
    const owner = ring.identify(DIELINES_KEY);
    expect(owner?.id).toMatch(/^acct_/);
    expect(owner?.id).not.toContain(DIELINES_KEY);
    await harness.storage.saveResource(
      {
        id: 'di_owned',
        kind: 'dieline',
        ownerId: owner?.id ?? '',
        data: { id: 'di_owned', substrate_parts: [] },
        createdAt: new Date().toISOString(),
      },
      [],
    );
    const mine = await harness.request('/dielines/di_owned', { key: DIELINES_KEY });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ dieline: { id: 'di_owned', substrate_parts: [] } });
    const theirs = await harness.request('/dielines/di_owned', { key: OTHER_DIELINES_KEY });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: 'Resource cannot be found' });
  });

  it('should never write a key to the request log', async () => {
    harness = createTestApp();
    await harness.request('/dieline-template-groups', { key: DIELINES_KEY });
    await harness.request('/dieline-template-groups', { key: 'Bearer-typo-secret-123' });
    await harness.request('/dimensions/becf-11001', { key: DIMENSIONS_KEY });
    const log = harness.logLines.join('\n');
    expect(harness.logLines.length).toBe(3);
    for (const secret of [DIELINES_KEY, DIMENSIONS_KEY, 'Bearer-typo-secret-123']) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(createHash('sha256').update(secret).digest('hex'));
    }
  });
});

describe('API version headers', () => {
  it('should treat an absent header as 1.0 and send the version back', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-template-groups');
    expect(response.status).toBe(200);
    expect(response.headers.get('Dielines-Api-Version')).toBe('1.0');
  });

  it('should accept 1.0 on both families', async () => {
    harness = createTestApp();
    const dielines = await harness.request('/dieline-template-groups', {
      headers: { 'Dielines-Api-Version': '1.0' },
    });
    expect(dielines.status).toBe(200);
    const dimensions = await harness.request('/dimensions/becf-11001', {
      key: DIMENSIONS_KEY,
      headers: { 'Dimensions-Api-Version': '1.0' },
    });
    expect(dimensions.status).toBe(200);
    expect(dimensions.headers.get('Dimensions-Api-Version')).toBe('1.0');
  });

  it('should reject any other version with a 400 naming the supported versions', async () => {
    harness = createTestApp();
    for (const version of ['2.0', '1', '', 'latest']) {
      const response = await harness.request('/dieline-templates/mm/becf-11001', {
        headers: { 'Dielines-Api-Version': version },
      });
      expect(response.status, version).toBe(400);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.message).toContain('Dielines-Api-Version');
      expect(body.message).toContain('Supported versions: 1.0');
      expect(response.headers.get('Dielines-Api-Version')).toBe('1.0');
    }
    const dimensions = await harness.request('/dimensions/becf-11001', {
      key: DIMENSIONS_KEY,
      headers: { 'Dimensions-Api-Version': '9.9' },
    });
    expect(dimensions.status).toBe(400);
    expect((await readJson(dimensions)).message).toContain('Dimensions-Api-Version');
  });

  it('should read only the header of the endpoint family', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001', {
      key: DIMENSIONS_KEY,
      headers: { 'Dielines-Api-Version': '7.0' },
    });
    expect(response.status).toBe(200);
  });

  it('should check the key before the version', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-template-groups', {
      key: null,
      headers: { 'Dielines-Api-Version': '2.0' },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /', () => {
  it('should say what the server is and link the catalog, the reference and the health check', async () => {
    harness = createTestApp();
    const response = await harness.request('/', { key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Diecut</h1>');
    for (const link of ['/templates', '/docs', '/openapi.json', '/healthz']) {
      expect(page, link).toContain(`href="${link}"`);
      expect((await harness.request(link, { key: null })).status, link).toBe(200);
    }
    expect(page).toMatch(/\d+ box styles in \d+ of\s+28 groups/);
  });
});

describe('errors', () => {
  it('should answer unknown routes with 404 in the error shape', async () => {
    harness = createTestApp();
    for (const route of ['/nope', '/dieline-templates/mm', '/dielines/di_x/unknown', '/files']) {
      const response = await harness.request(route);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
    }
  });

  it('should answer a method a route does not take with 404 in the error shape', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-template-groups', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
  });
});

describe('X-Content-Type-Options', () => {
  it('should be nosniff on every answer: JSON, errors of every kind, the health check', async () => {
    harness = createTestApp();
    const answers = {
      health: await harness.app.request('/healthz'),
      list: await harness.request('/dieline-template-groups'),
      notFound: await harness.request('/nope'),
      unauthorized: await harness.request('/dieline-template-groups', { key: null }),
      validation: await harness.request('/dieline-templates/becf-11001/dielines', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ format: 'svg', variables: { unit: 'cm' } }),
      }),
      unsupported: await harness.request('/dieline-templates/becf-11001/dielines', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      }),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 404, 401, 400, 415]);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers.get('content-type'), name).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });
});

describe('GET /healthz', () => {
  it('should answer without a key', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('request log', () => {
  it('should write one JSON line per request with method, route, status and duration', async () => {
    harness = createTestApp();
    await harness.request('/dieline-templates/mm/becf-11001');
    await harness.request('/nope');
    expect(harness.logLines).toHaveLength(2);
    const [first, second] = harness.logLines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ method: 'GET', route: '/dieline-templates/:unit/:id', status: 200 });
    expect(typeof first.duration_ms).toBe('number');
    expect(second).toMatchObject({ method: 'GET', status: 404 });
  });

  it("should name an operation's route by the parameters of its path template", async () => {
    harness = createTestApp();
    await harness.request('/dieline-templates/becf-11001/dielines', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    await harness.request('/dielines/di_x/3d-mockups/abcdefghij');
    expect(harness.logLines.map((line) => JSON.parse(line).route)).toEqual([
      '/dieline-templates/:template_id/dielines',
      '/dielines/:dieline_id/3d-mockups/:id',
    ]);
  });
});

describe('response links', () => {
  type FoundLink = { href: string; method: string; from: string };

  /** Every `{href, method}` object anywhere in a JSON answer. */
  function linksIn(body: unknown, from: string, into: FoundLink[] = []): FoundLink[] {
    if (Array.isArray(body)) for (const item of body) linksIn(item, from, into);
    else if (body !== null && typeof body === 'object') {
      const { href, method } = body as { href?: unknown; method?: unknown };
      if (typeof href === 'string' && typeof method === 'string') into.push({ href, method, from });
      for (const value of Object.values(body)) linksIn(value, from, into);
    }
    return into;
  }

  it('should point every link of every answer at a route this server serves', async () => {
    harness = createTestApp();
    const document = await readJson(await harness.app.request('/openapi.json'));
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([template, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        })),
    );
    const keyFor = (pathname: string) => (pathname.startsWith('/dimensions') ? DIMENSIONS_KEY : DIELINES_KEY);
    const json = async (pathname: string, init: RequestInit = {}) => {
      const response = await harness.request(pathname, { ...init, key: keyFor(pathname) });
      expect(response.status, `${init.method ?? 'GET'} ${pathname}: ${await response.clone().text()}`).toBe(
        200,
      );
      return readJson(response);
    };
    const post = (pathname: string, body: object) =>
      json(pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    // entry points: both template families in both units, and a dieline with its nesting and mockup
    const found: FoundLink[] = [];
    const list = await json('/dieline-templates?per_page=100');
    linksIn(list, 'template list', found);
    for (const { id } of list.dieline_template_list.dieline_templates as Array<{ id: string }>) {
      for (const unit of ['mm', 'in']) {
        linksIn(await json(`/dimensions/${id}?unit=${unit}`), `dimensions ${id}`, found);
        linksIn(await json(`/dieline-templates/${unit}/${id}`), `template ${id}`, found);
      }
    }
    const box = { unit: 'mm', length: 100, width: 50, height: 150 };
    const { dieline } = await post('/dieline-templates/becf-11001/dielines', {
      format: 'svg',
      variables: box,
    });
    linksIn(dieline, 'dieline', found);
    const sheet = { unit: 'mm', sheet_width: 1020, sheet_height: 720 };
    linksIn(await json(`/dielines/${dieline.id}/nesting-templates`), 'nesting templates', found);
    linksIn(
      await post(`/dielines/${dieline.id}/nesting-template-efficiencies`, { variables: sheet }),
      'efficiencies',
      found,
    );
    linksIn(
      await post(`/dielines/${dieline.id}/nestings/lt_straight_grid`, { format: 'svg', variables: sheet }),
      'nesting',
      found,
    );
    const artwork = new FormData();
    artwork.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'art.png');
    linksIn(
      await json(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: artwork }),
      'mockup',
      found,
    );

    // a GET link must answer; any other method must be an operation of the document
    const checked = new Set<string>();
    for (let index = 0; index < found.length; index++) {
      const link = found[index] as FoundLink;
      if (checked.has(`${link.method} ${link.href}`)) continue;
      checked.add(`${link.method} ${link.href}`);
      expect(link.href.startsWith(`${PUBLIC_URL}/`), `${link.href} from ${link.from}`).toBe(true);
      const url = new URL(link.href);
      if (link.method === 'GET') {
        const response = await harness.request(`${url.pathname}${url.search}`, { key: keyFor(url.pathname) });
        expect(response.status, `GET ${link.href} from ${link.from}`).toBe(200);
        if (response.headers.get('content-type')?.startsWith('application/json')) {
          linksIn(await response.json(), link.href, found);
        }
      } else {
        const served = operations.some(
          ({ method, pattern }) => method === link.method && pattern.test(url.pathname),
        );
        expect(served, `${link.method} ${link.href} from ${link.from}`).toBe(true);
      }
    }
    expect(checked.size).toBeGreaterThan(100);
  });
});
