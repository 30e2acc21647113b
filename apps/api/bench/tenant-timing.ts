import { deepSvg, imagePdf, slowSvg } from '../test/artwork-files';
import { serverNodeFlags, startServerProcess, watchRss } from './pool-timing';
import { percentile } from './template-build-timing';

/**
 * One key sends a hostile mix (artwork built to draw for minutes, a PDF holding a 16,000 x 16,000
 * image, an SVG nested 50,000 deep, the heaviest dieline creates, nestings of the most copies) on
 * several connections at once, while another key makes small dielines one after another: how long
 * the other key waits is what one tenant can take from the rest.
 */
export interface TenantFigures {
  workers: number;
  duration_s: number;
  hostile_connections: number;
  /** The other key's small SVG creates, made back to back. */
  victim: {
    creates: number;
    non_2xx: number;
    p50_ms: number;
    p99_ms: number;
    max_ms: number;
  };
  /** The hostile key's answers by kind and status, e.g. `{ "slow-svg 400": 2 }`. */
  hostile: Record<string, number>;
  /** The first answer to each kind and status refused, as the hostile key read it. */
  hostile_refusals: Record<string, string>;
  peak_server_rss_mb: number;
}

const HOSTILE = 'dl_bench_hostile';
const VICTIM = 'dl_bench_victim';

export async function measureTenants(options: {
  workers: number;
  durationS: number;
  hostileConnections: number;
}): Promise<TenantFigures> {
  const { workers, durationS, hostileConnections } = options;
  const server = await startServerProcess(workers, serverNodeFlags(), {
    DIECUT_DIELINES_API_KEYS: `${HOSTILE},${VICTIM}`,
  });
  const post = poster(server.origin);
  try {
    const made = await post(HOSTILE, '/dieline-templates/becf-11001/dielines', smallCarton(60));
    const dielineId = ((await made.json()) as { dieline: { id: string } }).dieline.id;
    const attacks = hostileAttacks(server.origin, post, dielineId);
    const rss = watchRss(server.pid);
    const until = Date.now() + durationS * 1000;
    const hostile = attack(attacks, hostileConnections, until);
    // the other key starts once the hostile requests are in
    await new Promise((resolve) => setTimeout(resolve, 500));
    const victim = await victimCreates(post, until);
    await hostile.done;
    return {
      workers,
      duration_s: durationS,
      hostile_connections: hostileConnections,
      victim,
      hostile: hostile.answers,
      hostile_refusals: hostile.refusals,
      peak_server_rss_mb: rss(),
    };
  } finally {
    await server.stop();
  }
}

type Post = (key: string, path: string, body: unknown) => Promise<Response>;

const poster =
  (origin: string): Post =>
  (key, path, body) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

const smallCarton = (length: number) => ({
  format: 'svg',
  variables: { unit: 'mm', length, width: 30, height: 90 },
});

type Attack = [kind: string, send: () => Promise<Response>];

/** The hostile key's requests, each kind sent in turn: artwork uploads on `dielineId`, creates, nestings. */
function hostileAttacks(origin: string, post: Post, dielineId: string): Attack[] {
  const upload = (bytes: Uint8Array | string, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    return fetch(`${origin}/dielines/${dielineId}/3d-mockups`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${HOSTILE}` },
      body: form,
    });
  };
  const [slow, bomb, deep] = [slowSvg(), imagePdf(16_000, 16_000), deepSvg(50_000)];
  let n = 0;
  return [
    ['slow-svg', () => upload(slow, 'slow.svg')],
    ['pdf-bomb', () => upload(bomb, 'bomb.pdf')],
    ['deep-svg', () => upload(deep, 'deep.svg')],
    [
      'heavy-create',
      () =>
        post(HOSTILE, '/dieline-templates/becf-31001/dielines', {
          format: 'dxf',
          variables: { unit: 'mm', length: 150 + (n++ % 50), width: 150, height: 60 },
        }),
    ],
    [
      'big-nesting',
      () =>
        post(HOSTILE, `/dielines/${dielineId}/nesting-template-efficiencies`, {
          variables: { unit: 'mm', sheet_width: 2000, sheet_height: 1400 },
        }),
    ],
  ];
}

/**
 * Sends the attacks on `connections` connections until `until` (epoch ms), counting the answers by
 * kind and status as they come; `done` settles once the last one is answered.
 */
function attack(attacks: Attack[], connections: number, until: number) {
  const answers: Record<string, number> = {};
  const refusals: Record<string, string> = {};
  const attackers = Array.from({ length: connections }, async (_, connection) => {
    for (let round = connection; Date.now() < until; round++) {
      const [kind, send] = attacks[round % attacks.length] as Attack;
      const status = await send().then(
        async (response) => {
          const body = await response.text();
          if (response.status !== 200) refusals[`${kind} ${response.status}`] ??= body.slice(0, 300);
          return String(response.status);
        },
        () => 'error',
      );
      answers[`${kind} ${status}`] = (answers[`${kind} ${status}`] ?? 0) + 1;
    }
  });
  return { answers, refusals, done: Promise.all(attackers) };
}

/** The other key's small creates, back to back until `until` (epoch ms). */
async function victimCreates(post: Post, until: number): Promise<TenantFigures['victim']> {
  const latencies: number[] = [];
  let failed = 0;
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    const response = await post(VICTIM, '/dieline-templates/becf-11001/dielines', smallCarton(60 + (i % 40)));
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failed++;
  }
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    creates: latencies.length,
    non_2xx: failed,
    p50_ms: round(percentile(latencies, 0.5)),
    p99_ms: round(percentile(latencies, 0.99)),
    max_ms: round(latencies.at(-1) ?? 0),
  };
}
