import { DielineResponseSchema, MockupResponseSchema } from '@diecut/schema';
import { twoColourPng } from '../test/artwork-files';
import { createTestApp } from '../test/test-app';

const RUNS = Number(process.env.DIECUT_BENCH_DESCRIPTION_RUNS ?? 10);
/** A reverse tuck end, a 1-2-3 snap lock bottom and the mailer, whose scene is the slowest to fold. */
const TEMPLATES = ['becf-11001', 'becf-12001', 'becf-24271'];

export interface DescriptionFigures {
  runs: number;
  templates: Array<{
    id: string;
    /** The description's size. */
    bytes: number;
    /** Server CPU of a load whose scene is built (a dieline no load asked for yet), median. */
    built_cpu_ms: number;
    /** Server CPU of a load of a kept scene, median. */
    kept_cpu_ms: number;
  }>;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * What a hosted mockup page's `description.json` costs the server, in process (`app.request()`, the
 * scene built inline, so the process's CPU time is the whole of it): the first load of a dieline,
 * which builds its folding scene, against a later one, which finds it kept. Each template gets `runs`
 * dielines of different heights; the loads alternate, a new dieline's then a kept one's, so that both
 * meet the same machine.
 */
export async function measureDescriptions(runs = RUNS): Promise<DescriptionFigures> {
  const harness = createTestApp();
  try {
    const templates: DescriptionFigures['templates'] = [];
    for (const id of TEMPLATES) {
      const mockups: string[] = [];
      for (let k = 0; k < runs; k++) mockups.push(await mockupOf(harness, id, 150 + k));
      const built: number[] = [];
      const kept: number[] = [];
      let bytes = 0;
      for (const mockup of mockups) {
        const first = await cpuOfLoad(harness, mockup);
        built.push(first.ms);
        bytes = first.bytes;
        // the first dieline's scene, kept since its first load
        kept.push((await cpuOfLoad(harness, mockups[0] as string)).ms);
      }
      templates.push({ id, bytes, built_cpu_ms: round(median(built)), kept_cpu_ms: round(median(kept)) });
    }
    return { runs, templates };
  } finally {
    await harness.cleanup();
  }
}

async function mockupOf(harness: ReturnType<typeof createTestApp>, id: string, height: number) {
  const created = await harness.request(`/dieline-templates/${id}/dielines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height } }),
  });
  const dieline = DielineResponseSchema.parse(await created.json()).dieline;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(twoColourPng(64, 32))], { type: 'image/png' }), 'art.png');
  const made = await harness.request(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: form });
  return MockupResponseSchema.parse(await made.json())['3d_mockup'].id;
}

async function cpuOfLoad(harness: ReturnType<typeof createTestApp>, mockup: string) {
  const start = process.cpuUsage();
  const response = await harness.app.request(`/3d/${mockup}/description.json`);
  const text = await response.text();
  const used = process.cpuUsage(start);
  if (response.status !== 200) throw new Error(`description of ${mockup}: ${response.status}`);
  return { ms: (used.user + used.system) / 1000, bytes: Buffer.byteLength(text) };
}
