import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  artworkFrame,
  artworkSize,
  blankRegions,
  findTemplate,
  type Point,
  pointInPolygon,
  polygonArea,
  printedPartIndex,
  sampleValues,
  TEMPLATES,
  type TemplatePart,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { hasCommand, readPdf } from './__testing__/parse-back';
import { writeArtworkTemplate } from './artwork-template';
import { ARTWORK_TEMPLATE_LAYERS, buildArtworkTemplateDocument } from './artwork-template-document';

const HAS_RSVG = hasCommand('rsvg-convert');
const HAS_QPDF = hasCommand('qpdf');
const HAS_PDFTOTEXT = hasCommand('pdftotext', ['-v']);
const PT_PER_MM = 72 / 25.4;

function partsOf(id: string, values: Record<string, unknown> = {}): TemplatePart[] {
  const template = findTemplate(id);
  if (!template) throw new Error(`no template ${id}`);
  return template.build({ ...sampleValues(template), ...values } as never);
}

const tuckEnd = () => partsOf('becf-11001');
const tuckEndGraph = () => (tuckEnd()[0] as TemplatePart).graph;

/** The SVG's layers in document order: `id` and `inkscape:label`. */
const svgLayers = (svg: string) =>
  [...svg.matchAll(/<g id="([^"]+)" inkscape:groupmode="layer" inkscape:label="([^"]+)"/g)].map(
    ([, id, label]) => ({ id, label }),
  );

const outer = (rings: Point[][]) => rings.filter((ring) => polygonArea(ring) > 0);

describe('writeArtworkTemplate', () => {
  it('should put each guide on an Inkscape layer of its own, named, above an empty artwork layer', () => {
    const svg = writeArtworkTemplate(tuckEndGraph(), { format: 'svg' });
    expect(svgLayers(svg)).toEqual([
      { id: 'Artwork', label: 'Artwork' },
      { id: 'Bleed', label: 'Bleed' },
      { id: 'Safe_zone', label: 'Safe zone' },
      { id: 'Creases', label: 'Creases' },
      { id: 'Cut', label: 'Cut' },
      { id: 'Panel_names', label: 'Panel names' },
    ]);
    // the guides are locked, the artwork layer is not
    expect(svg).toMatch(/<g id="Artwork" inkscape:groupmode="layer" inkscape:label="Artwork">/);
    expect(svg.match(/sodipodi:insensitive="true"/g)).toHaveLength(ARTWORK_TEMPLATE_LAYERS.length);
    expect(svg).toMatch(/<g id="Cut"[^>]*>\s*<path data-line-type="cut"/);
    expect(svg).toMatch(/<g id="Creases"[^>]*>\s*<path data-line-type="crease"/);
  });

  it('should make the page the artwork frame at real size, in mm', () => {
    const graph = tuckEndGraph();
    const frame = artworkFrame(graph, 3);
    const svg = writeArtworkTemplate(graph, { format: 'svg' });
    const width = Number(svg.match(/ width="([\d.]+)mm"/)?.[1]);
    const height = Number(svg.match(/ height="([\d.]+)mm"/)?.[1]);
    expect(width).toBeCloseTo(frame.width, 3);
    expect(height).toBeCloseTo(frame.height, 3);
    expect(svg).toContain(`viewBox="0 0 ${svg.match(/ width="([\d.]+)mm"/)?.[1]} `);
  });

  it('should take the frame it is given: the dieline frame without bleed is the blank bounds', () => {
    const graph = tuckEndGraph();
    const frame = artworkFrame(graph, 0);
    const document = buildArtworkTemplateDocument(graph, { frame });
    expect(document.width).toBeCloseTo(frame.width, 6);
    expect(document.trim).toEqual({ minX: 0, minY: 0, maxX: frame.width, maxY: frame.height });
    // the bleed zone still runs 3 mm past every cut (into the notches between flaps)
    expect(document.bleedMm).toBe(3);
    expect(document.bleed.length).toBeGreaterThan(0);
  });

  it("should match the frame of a dieline's artwork_dimensions when the dieline has overflow", () => {
    const parts = partsOf('becf-11001', { overflow: true, overflow_margin: 5 });
    const graph = (parts[0] as TemplatePart).graph;
    const values = { overflow: true, overflow_margin: 5 };
    const document = buildArtworkTemplateDocument(parts, { bleed: 5 });
    expect(document.width).toBeCloseTo(artworkSize(graph, values).width, 6);
    expect(document.height).toBeCloseTo(artworkSize(graph, values).height, 6);
  });

  it('should lay bleed outside the cut and the safe zone inside it', () => {
    const graph = tuckEndGraph();
    const document = buildArtworkTemplateDocument(graph);
    const frame = artworkFrame(graph, 3);
    const onPage = (p: Point) => ({ x: p.x - frame.minX, y: p.y - frame.minY });
    const blank = blankRegions(graph).map((region) => region.outer.map(onPage));
    const [bleedOuter] = outer(document.bleed);
    expect(outer(document.bleed)).toHaveLength(1);
    const insideAny = (p: Point, polygons: Point[][]) =>
      polygons.some((polygon) => pointInPolygon(p, polygon));
    // every corner of the blank lies inside the bleed line, none of the bleed line inside the blank
    expect(blank.flat().filter((p) => !pointInPolygon(p, bleedOuter as Point[]))).toEqual([]);
    expect((bleedOuter as Point[]).filter((p) => insideAny(p, blank))).toEqual([]);
    // every point of every safe zone lies inside the blank, and the safe zone is smaller than the blank
    expect(document.safe.flat().filter((p) => !insideAny(p, blank))).toEqual([]);
    const safeArea = outer(document.safe).reduce((sum, ring) => sum + polygonArea(ring), 0);
    const blankArea = blank.reduce((sum, ring) => sum + polygonArea(ring), 0);
    expect(safeArea).toBeGreaterThan(0);
    expect(safeArea).toBeLessThan(blankArea);
    // the front panel's safe zone is its rectangle less 3 mm on every side
    const front = graph.panels.find((panel) => panel.id === 'front');
    const xs = front?.outline.flatMap((s) => (s.type === 'line' ? [s.start.x] : [])) ?? [];
    const ys = front?.outline.flatMap((s) => (s.type === 'line' ? [s.start.y] : [])) ?? [];
    const frontArea = (Math.max(...xs) - Math.min(...xs) - 6) * (Math.max(...ys) - Math.min(...ys) - 6);
    expect(outer(document.safe).some((ring) => Math.abs(polygonArea(ring) - frontArea) < 0.01)).toBe(true);
  });

  it('should leave glue flaps out of the safe zone and the bleed out without bleed', () => {
    const graph = tuckEndGraph();
    const all = buildArtworkTemplateDocument(graph, { safeMargin: 0, bleed: 0 });
    expect(all.bleed).toEqual([]);
    const visible = graph.panels.filter((panel) => panel.role !== 'glue_flap');
    expect(outer(all.safe)).toHaveLength(visible.length);
  });

  it('should name the panels in words at their middles, sized to the panel', () => {
    const document = buildArtworkTemplateDocument(tuckEndGraph());
    const names = new Map(document.names.map((name) => [name.text, name]));
    for (const text of ['front', 'back', 'left side', 'right side', 'top lid', 'bottom tuck', 'glue flap'])
      expect(names.has(text), text).toBe(true);
    const front = names.get('front');
    const tuck = names.get('top tuck');
    // the tall narrow side reads bottom to top; the front is larger than the tuck's name
    expect(names.get('left side')?.angle).toBe(90);
    expect(front?.angle).toBe(0);
    expect(front?.size).toBeGreaterThan(tuck?.size ?? Number.POSITIVE_INFINITY);
    expect(tuck?.size).toBeGreaterThanOrEqual(1.8);
  });

  it('should name a narrow panel with a long name at the smallest readable size, inside it', () => {
    const graph = (partsOf('becf-11001', { length: 60, width: 25, height: 90 })[0] as TemplatePart).graph;
    const document = buildArtworkTemplateDocument(graph);
    const dust = document.names.find((name) => name.text === 'top left side dust flap');
    expect(dust?.size).toBeGreaterThanOrEqual(1.8);
    expect(dust?.size).toBeLessThan(2.5);
  });

  it('should draw the printed piece of a rigid box: the lid wrap, not a board', () => {
    const parts = partsOf('becf-31001');
    const printed = parts[printedPartIndex(parts)] as TemplatePart;
    expect(printed.name).toBe('lid wrap');
    const document = buildArtworkTemplateDocument(parts);
    const frame = artworkFrame(printed.graph, 3);
    expect(document.width).toBeCloseTo(frame.width, 6);
    expect(document.height).toBeCloseTo(frame.height, 6);
    expect(document.names.map((name) => name.text)).toContain('top');
  });

  it('should draw every catalog template: a page of its printed frame, every piece named or too small', () => {
    const problems: string[] = [];
    for (const template of TEMPLATES) {
      const parts = template.build(sampleValues(template));
      const printed = parts[printedPartIndex(parts)] as TemplatePart;
      const document = buildArtworkTemplateDocument(parts);
      const frame = artworkFrame(printed.graph, 3);
      if (Math.abs(document.width - frame.width) > 1e-6 || Math.abs(document.height - frame.height) > 1e-6)
        problems.push(`${template.id}: page ${document.width} x ${document.height}`);
      if (document.names.length === 0) problems.push(`${template.id}: no panel named`);
      if (outer(document.bleed).length === 0) problems.push(`${template.id}: no bleed`);
      // every name lies on the page
      for (const name of document.names)
        if (
          name.position.x < 0 ||
          name.position.x > document.width ||
          name.position.y < 0 ||
          name.position.y > document.height
        )
          problems.push(`${template.id}: ${name.text} off the page`);
    }
    expect(problems).toEqual([]);
  });

  it('should refuse a negative bleed or margin and an unknown format', () => {
    const graph = tuckEndGraph();
    expect(() => buildArtworkTemplateDocument(graph, { bleed: -1 })).toThrow(RangeError);
    expect(() => buildArtworkTemplateDocument(graph, { safeMargin: Number.NaN })).toThrow(RangeError);
    expect(() => writeArtworkTemplate(graph, { format: 'png' as never })).toThrow(/svg or pdf/);
  });

  it('should write the PDF page at the artwork frame, the blank as its TrimBox', async () => {
    const graph = tuckEndGraph();
    const frame = artworkFrame(graph, 3);
    const pdf = readPdf(await writeArtworkTemplate(graph, { format: 'pdf', compress: false }));
    expect(pdf.mediaBox).toEqual(
      [0, 0, frame.width * PT_PER_MM, frame.height * PT_PER_MM].map((v) => expect.closeTo(v, 3)),
    );
    expect(pdf.bleedBox).toEqual(pdf.mediaBox.map((v) => expect.closeTo(v, 3)));
    const trim = [3, 3, frame.width - 3, frame.height - 3].map((v) => expect.closeTo(v * PT_PER_MM, 3));
    expect(pdf.trimBox).toEqual(trim);
    expect(pdf.separations).toEqual(
      expect.arrayContaining(['CutContour', 'Crease', 'Bleed', 'SafeZone', 'Annotation']),
    );
    expect(pdf.texts).toEqual(expect.arrayContaining(['front', 'back', 'top lid']));
    expect(pdf.overprint).toBe(true);
  });

  it('should put each guide of the PDF in an optional content group of the layer name', async () => {
    const bytes = await writeArtworkTemplate(tuckEndGraph(), { format: 'pdf', compress: false });
    const text = Buffer.from(bytes).toString('latin1');
    const groups = [...text.matchAll(/<<\n\/Type \/OCG\n\/Name \(([^)]+)\)\n>>/g)].map(([, name]) => name);
    expect(groups).toEqual([...ARTWORK_TEMPLATE_LAYERS]);
    expect(text).toMatch(/\/OCProperties <<\n\/OCGs \[/);
    // each group's content is marked with its resource name, as many times as there are layers
    expect(text.match(/\/OC \/OC\d BDC/g)).toHaveLength(ARTWORK_TEMPLATE_LAYERS.length);
  });

  it.skipIf(!HAS_RSVG)('should render with rsvg-convert (librsvg) without errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diecut-artwork-'));
    for (const id of ['becf-11001', 'becf-24271', 'becf-31001']) {
      const file = join(dir, `${id}.svg`);
      writeFileSync(file, writeArtworkTemplate(partsOf(id), { format: 'svg' }));
      const result = spawnSync('rsvg-convert', ['-w', '300', '-o', join(dir, `${id}.png`), file], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    }
  });

  it.skipIf(!HAS_QPDF || !HAS_PDFTOTEXT)(
    'should pass qpdf --check and read its panel names back with pdftotext',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'diecut-artwork-'));
      for (const [id, names] of [
        ['becf-11001', ['front', 'back', 'top lid', 'bottom tuck']],
        ['becf-24271', ['base', 'lid', 'front']],
        ['becf-31001', ['top', 'front', 'left side']],
      ] as const) {
        const file = join(dir, `${id}.pdf`);
        writeFileSync(file, await writeArtworkTemplate(partsOf(id), { format: 'pdf' }));
        const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
        expect(check.stdout + check.stderr).toContain('No syntax or stream encoding errors found');
        expect(check.status).toBe(0);
        const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        expect(text.status).toBe(0);
        const words = text.stdout.split(/\n/).map((line) => line.trim());
        for (const name of names) expect(words, `${id}: ${name}`).toContain(name);
      }
    },
  );
});
