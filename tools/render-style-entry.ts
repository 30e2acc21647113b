// Bundled by render-style.mjs with esbuild from the packages' sources: builds one catalog template at
// its sample sizes (or sizes given on the command line) and writes its SVG dieline and mockup
// description into the output folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeDielineFile } from '@diecut/export';
import { findTemplate, mockupScene, sampleValues, type TemplateValues } from '@diecut/geometry';

const [id, outDir, ...assignments] = process.argv.slice(2);
const template = id ? findTemplate(id) : undefined;
if (!template || !outDir) {
  console.error('usage: render-style <template id> <out dir> [name=value ...] (lengths in mm)');
  process.exit(2);
}
const values: TemplateValues = sampleValues(template);
for (const assignment of assignments) {
  const [name, raw] = assignment.split('=') as [string, string];
  values[name] =
    raw === 'true' ? true : raw === 'false' ? false : Number.isNaN(Number(raw)) ? raw : Number(raw);
}
const violations = template.constraints(values);
if (violations.length > 0) console.error('constraints:', JSON.stringify(violations, null, 1));
const parts = template.build(values);
mkdirSync(outDir, { recursive: true });
const svg = await writeDielineFile(template, parts, values, { format: 'svg', unit: 'mm' });
writeFileSync(path.join(outDir, `${id}.svg`), svg);
const scene = mockupScene(parts);
const description = {
  format: 'diecut-mockup',
  version: 1,
  name: template.name,
  scene,
  artwork: {},
  // DIECUT_RENDER_SUBSTRATE=kraft_brown shows a board with relief (the plain material has none)
  substrate: process.env.DIECUT_RENDER_SUBSTRATE ?? '',
  partSubstrates: {},
  background: '#f4f4f2',
};
writeFileSync(path.join(outDir, `${id}.description.json`), JSON.stringify(description));
console.log(JSON.stringify({ id, values, parts: parts.map((part) => part.name) }));
