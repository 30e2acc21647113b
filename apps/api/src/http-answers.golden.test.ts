import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoColourPng } from '../test/artwork-files';
import { createTestApp, DIMENSIONS_KEY, OTHER_DIELINES_KEY } from '../test/test-app';

/**
 * A recorded conversation with the API: a fixed list of requests (the catalog, dielines in every
 * format, refusals, parts, nestings, mockups, files, the errors of each kind) and the answers they
 * got, kept in `test/golden/http-answers.golden.json`. Restructuring the code must leave every answer the
 * same: status, content type, body (ids and the clock made stable) and, for files, their bytes'
 * hash. `DIECUT_UPDATE_GOLDEN=1` records the conversation again, for a change meant to alter answers.
 */
const GOLDEN = path.resolve(import.meta.dirname, '../test/golden/http-answers.golden.json');
const UPDATE = process.env.DIECUT_UPDATE_GOLDEN === '1';
const NOW = new Date('2026-01-02T03:04:05.000Z');

interface RecordedAnswer {
  request: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** Each id the server made gets a stable name in order of first appearance: `<id 1>`, `<id 2>`, … */
class StableIds {
  readonly #names = new Map<string, string>();
  // dieline, nesting, list ids carry a prefix; mockup ids are ten lowercase letters and digits
  static readonly PATTERN = /\b(?:di|ne|ntl)_[A-Za-z0-9]+\b|(?<=\/(?:3d|3d-mockups|files)\/)[a-z0-9]{10}\b|(?<="id":")[a-z0-9]{10}(?=")/g;

  stable(text: string): string {
    return text.replace(StableIds.PATTERN, (id) => {
      if (!this.#names.has(id)) this.#names.set(id, `<id ${this.#names.size + 1}>`);
      return this.#names.get(id) as string;
    });
  }

  /** A stored file's URL with its random token made stable too. */
  original(stable: string): string | undefined {
    for (const [id, name] of this.#names) if (name === stable) return id;
    return undefined;
  }
}

const ids = new StableIds();
const answers: RecordedAnswer[] = [];
let harness: ReturnType<typeof createTestApp>;

/** Sends a request, records its answer, and answers its JSON body (or undefined), ids as sent. */
async function send(
  label: string,
  pathname: string,
  init: RequestInit & { key?: string | null; json?: unknown } = {},
): Promise<{ status: number; json: unknown; text: string }> {
  const { json, ...rest } = init;
  const request: RequestInit & { key?: string | null } =
    json === undefined
      ? rest
      : {
          ...rest,
          method: rest.method ?? 'POST',
          headers: { 'Content-Type': 'application/json', ...(rest.headers as Record<string, string>) },
          body: JSON.stringify(json),
        };
  const response = await harness.request(pathname, request);
  const contentType = response.headers.get('Content-Type');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const isJson = contentType?.startsWith('application/json') ?? false;
  const isText = isJson || /^(text\/|image\/svg)/.test(contentType ?? '');
  let body: unknown;
  // a stored file's URL carries a random token, in an answer and in a page that preloads it
  const tokensStable = text.replace(/outside-[0-9a-f]+/g, 'outside-<token>');
  if (isJson) body = JSON.parse(ids.stable(tokensStable));
  // a page names the viewer bundle by its content hash, which changes with the viewer, not the API
  else if (isText) body = `sha256 ${sha256(ids.stable(tokensStable).replace(/\?v=[0-9a-f]+/g, '?v=<viewer>'))}`;
  else body = `${bytes.length} bytes, sha256 ${sha256(bytes)}`;
  answers.push({ request: `${label}: ${ids.stable(pathname)}`, status: response.status, contentType, body });
  return { status: response.status, json: isJson ? JSON.parse(text) : undefined, text };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The path of a URL the API answered, for requesting it in-process. */
const local = (url: string) => new URL(url).pathname;

async function converse(): Promise<void> {
  await send('health', '/healthz', { key: null });
  await send('groups', '/dieline-template-groups');
  await send('templates, page', '/dieline-templates?per_page=5&page=2');
  await send('templates, search', '/dieline-templates?q=0201');
  await send('template', '/dieline-templates/mm/becf-11001');
  await send('template in inches', '/dieline-templates/in/becf-21101');
  await send('unknown template', '/dieline-templates/mm/becf-00000');
  await send('no key', '/dieline-template-groups', { key: null });
  await send('dimensions key on dielines', '/dieline-template-groups', { key: DIMENSIONS_KEY });
  await send('dimensions', '/dimensions/becf-23201', { key: DIMENSIONS_KEY });
  await send('parts', '/dimensions/becf-23201/parts', {
    key: DIMENSIONS_KEY,
    json: { unit: 'mm', variables: { length: 200, width: 150, height: 60 } },
  });
  const carton = { unit: 'mm', length: 80, width: 30, height: 120 };
  const made: Record<string, { id: string; url: string }> = {};
  for (const format of ['svg', 'pdf', 'dxf', 'cf2'] as const) {
    const { json } = await send(`create ${format}`, '/dieline-templates/becf-11001/dielines', {
      json: { format, variables: carton, area: true },
    });
    made[format] = (json as { dieline: { id: string; url: string } }).dieline;
  }
  for (const [format, dieline] of Object.entries(made)) await send(`file ${format}`, local(dieline.url));
  await send('create in inches, outside', '/dieline-templates/becf-21101/dielines', {
    json: {
      format: 'svg',
      variables: { unit: 'in', length: 12, width: 9, height: 8, flute: 'B', dimension_type: 'outside' },
    },
  });
  const rigid = await send('create multi-part', '/dieline-templates/becf-23201/dielines', {
    json: { format: 'pdf', variables: { unit: 'mm', length: 200, width: 150, height: 60 } },
  });
  await send('refused: sizes', '/dieline-templates/becf-11001/dielines', {
    json: { format: 'svg', variables: { unit: 'mm', length: 5, width: 900, height: -1 } },
  });
  await send('refused: unknown variable', '/dieline-templates/becf-11001/dielines', {
    json: { format: 'svg', variables: { ...carton, colour: 'red' } },
  });
  await send('refused: unit', '/dieline-templates/becf-11001/dielines', {
    json: { format: 'svg', variables: { ...carton, unit: 'cm' } },
  });
  await send('refused: body field', '/dieline-templates/becf-11001/dielines', {
    json: { format: 'svg', variables: carton, extra: 1 },
  });
  await send('refused: not json', '/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: 'x',
  });
  const dieline = made.svg as { id: string };
  await send('nesting templates', `/dielines/${dieline.id}/nesting-templates`);
  await send('efficiencies', `/dielines/${dieline.id}/nesting-template-efficiencies`, {
    json: { variables: { unit: 'mm', sheet_width: 700, sheet_height: 500, sheet_margin_side: 10 } },
  });
  await send('efficiencies refused', `/dielines/${dieline.id}/nesting-template-efficiencies`, {
    json: { variables: { unit: 'mm', sheet_width: 0 } },
  });
  for (const format of ['pdf', 'svg', 'dxf'] as const) {
    const { json } = await send(`nesting ${format}`, `/dielines/${dieline.id}/nestings/lt_straight_grid`, {
      json: { format, variables: { unit: 'mm', sheet_width: 700, sheet_height: 500 } },
    });
    const url = (json as { nesting?: { url: string } }).nesting?.url;
    if (url) await send(`nesting file ${format}`, local(url));
  }
  await send('nesting of a count', `/dielines/${dieline.id}/nestings/lt_straight_grid`, {
    json: { format: 'svg', variables: { unit: 'mm', sheet_width: 700, sheet_height: 500, num_x: 9, num_y: 9 } },
  });
  const rigidId = (rigid.json as { dieline: { id: string } }).dieline.id;
  await send('nesting templates, multi-part', `/dielines/${rigidId}/nesting-templates`);
  await send('nesting best of all', `/dielines/${dieline.id}/nestings/lg_best_of_all`, {
    json: { format: 'pdf', variables: { unit: 'mm', sheet_width: 700, sheet_height: 500, margin_x: 3 } },
  });
  await send('dieline read', `/dielines/${dieline.id}`);
  await send('nesting of a part', `/dielines/${rigidId}/nestings/lt_straight_grid`, {
    json: { format: 'pdf', variables: { unit: 'mm', sheet_width: 1000, sheet_height: 700, component: 'lid' } },
  });
  await send("another key's dieline", `/dielines/${dieline.id}/nesting-templates`, { key: OTHER_DIELINES_KEY });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'art.png');
  form.set('name', 'Tea box');
  const mockup = await send('mockup', `/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: form });
  const mockupId = (mockup.json as { '3d_mockup': { id: string } })['3d_mockup'].id;
  await send('mockup read', `/dielines/${dieline.id}/3d-mockups/${mockupId}`);
  const update = new FormData();
  update.set('substrate', 'kraft_brown');
  update.set('scene_background_color', '#f0f0f0');
  await send('mockup update', `/dielines/${dieline.id}/3d-mockups/${mockupId}`, { method: 'PUT', body: update });
  await send('mockup page', `/3d/${mockupId}`, { key: null });
  await send('mockup description', `/3d/${mockupId}/description.json`, { key: null });
  await send('mockup delete', `/dielines/${dieline.id}/3d-mockups/${mockupId}`, { method: 'DELETE' });
  await send('mockup gone', `/3d/${mockupId}/description.json`, { key: null });
  await send('unknown route', '/nothing-here');
  await send('openapi', '/openapi.json', { key: null });
}

describe('recorded HTTP answers', () => {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    harness = createTestApp();
    await converse();
  }, 120_000);

  afterAll(async () => {
    vi.useRealTimers();
    await harness?.cleanup();
  });

  it('should answer the recorded requests exactly as recorded', () => {
    if (UPDATE) {
      mkdirSync(path.dirname(GOLDEN), { recursive: true });
      writeFileSync(GOLDEN, `${JSON.stringify(answers, null, 1)}\n`);
    }
    if (!existsSync(GOLDEN)) expect.fail(`missing ${GOLDEN}; run with DIECUT_UPDATE_GOLDEN=1`);
    const recorded = JSON.parse(readFileSync(GOLDEN, 'utf8')) as RecordedAnswer[];
    expect(answers.map((answer) => answer.request)).toEqual(recorded.map((answer) => answer.request));
    for (const [index, answer] of answers.entries()) expect(answer, answer.request).toEqual(recorded[index]);
  });
});
