import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blankBounds, dielineLines, type LineType, TEMPLATES } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { expectGolden } from './__testing__/golden';
import {
  byLineType,
  catalogGraphs,
  hasCommand,
  lengthMismatches,
  pointsOffArcs,
  readSvg,
  sampleGraph,
  sampleHeader,
  windowGraph,
} from './__testing__/parse-back';
import { buildDielineDocument, COORDINATE_DECIMALS, formatNumber } from './dieline-document';
import { FILM_STYLE, LINE_STYLES } from './line-styles';
import { renderDielineSvg, segmentsPath, writeSvg, writeSvgBytes } from './svg-writer';

const lineTypeOf = (layers: ReturnType<typeof readSvg>['layers']) =>
  Object.fromEntries(
    layers
      .filter((l) => l.lineType && l.lineType !== 'annotation' && l.lineType !== 'bleed')
      .map((l) => [l.id, l.lengths]),
  );
const LAYER_TO_TYPE = Object.fromEntries(
  Object.entries(LINE_STYLES).map(([lineType, style]) => [style.layer, lineType as LineType]),
);
const HAS_RSVG = hasCommand('rsvg-convert');

describe('writeSvg', () => {
  it('should write becf-15001 (Sleeve) as its golden file', () => {
    const { graph } = sampleGraph('becf-15001');
    expectGolden('becf-15001.svg', writeSvg(graph));
  });

  it('should draw every catalog dieline with the line lengths of its graph, per layer', () => {
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const { layers } = readSvg(writeSvg(graph));
      expect(lengthMismatches(graph, byLineType(lineTypeOf(layers), LAYER_TO_TYPE)), name).toEqual([]);
    }
    // one file per catalog template: room for a busy CI machine
  }, 60_000);

  it("should draw a stitched joint's stitch marks once, in the annotation layer with the dimensions", () => {
    const { graph } = sampleGraph('becf-21102');
    const marks = graph.cuts.filter((cut) => cut.kind === 'annotation');
    expect(marks.length).toBeGreaterThanOrEqual(2);
    const svg = writeSvg(graph);
    expect(svg.match(/ id="ANNOTATION"/g)).toHaveLength(1);
    const path = /<path data-marks="" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    expect(path.match(/M/g)).toHaveLength(marks.length);
  });

  it('should keep the line lengths in inches, arcs included', () => {
    const { graph } = sampleGraph('becf-11001');
    expect(dielineLines(graph).some((l) => l.segments.some((s) => s.type === 'arc'))).toBe(true);
    const svg = writeSvg(graph, { unit: 'in' });
    expect(svg).toMatch(/ A[\d.]+ [\d.]+ 0 [01] [01] /);
    const { layers, width } = readSvg(svg);
    expect(width).toMatch(/^[\d.]+in$/);
    expect(lengthMismatches(graph, byLineType(lineTypeOf(layers), LAYER_TO_TYPE, 25.4))).toEqual([]);
  });

  it('should turn every arc the way the graph does, a clockwise semicircle included', () => {
    const { graph } = sampleGraph('becf-11004');
    const blank = blankBounds(graph);
    const height = blank.maxY - blank.minY;
    const { layers } = readSvg(writeSvg(graph));
    const midpoints = layers
      .flatMap((l) => l.arcMidpoints)
      .map((p) => ({ x: p.x - 10 + blank.minX, y: height + 10 - p.y + blank.minY }));
    expect(midpoints.length).toBeGreaterThanOrEqual(6);
    expect(pointsOffArcs(graph, midpoints, 0.001)).toEqual([]);
  });

  it('should be real size: width and height in the unit are the viewBox, the blank plus the margin', () => {
    const { graph } = sampleGraph('becf-15001');
    const blank = blankBounds(graph);
    const mm = readSvg(writeSvg(graph, { margin: 5 }));
    expect(mm.width).toBe(`${blank.maxX - blank.minX + 10}mm`);
    expect(mm.height).toBe(`${blank.maxY - blank.minY + 10}mm`);
    expect(mm.viewBox).toEqual([0, 0, blank.maxX - blank.minX + 10, blank.maxY - blank.minY + 10]);
    const inches = readSvg(writeSvg(graph, { unit: 'in', margin: 5 }));
    expect(Number.parseFloat(inches.width)).toBeCloseTo((blank.maxX - blank.minX + 10) / 25.4, 5);
    expect(inches.viewBox[2]).toBeCloseTo((blank.maxX - blank.minX + 10) / 25.4, 5);
  });

  it('should put each line type on its own Inkscape layer in the styles of LINE_STYLES', () => {
    const { graph } = sampleGraph('becf-11001');
    const svg = writeSvg(graph);
    expect(svg).toContain('xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"');
    const { layers } = readSvg(svg);
    const cut = layers.find((l) => l.id === 'CUT');
    const crease = layers.find((l) => l.id === 'CREASE');
    expect(cut?.attributes).toContain('inkscape:label="CUT"');
    expect(cut?.attributes).toContain(`stroke="${LINE_STYLES.cut.stroke}"`);
    expect(cut?.attributes).not.toContain('stroke-dasharray');
    expect(crease?.attributes).toContain('inkscape:groupmode="layer"');
    expect(crease?.attributes).toContain('stroke-dasharray="4 2"');
    expect(layers.map((l) => l.id)).toEqual(['GLUE', 'CUT', 'CREASE', 'ANNOTATION']);
  });

  it('should draw window film patches on a FILM layer of their own, tinted, never a rule', () => {
    const graph = windowGraph();
    const svg = writeSvg(graph);
    const { layers } = readSvg(svg);
    expect(layers.map((l) => l.id)).toEqual(['FILM', 'CUT', 'CREASE']);
    const film = layers.find((l) => l.id === 'FILM');
    expect(film?.lineType).toBe('');
    expect(film?.attributes).toContain(`fill="${FILM_STYLE.stroke}"`);
    expect(film?.attributes).toContain('stroke="none"');
    const body = svg.match(/<g id="FILM"[^>]*>([\s\S]*?)<\/g>/)?.[1] ?? '';
    // the 66 x 46 patch on a 10 mm margin, y down: its top edge 17 mm below the blank's top, at 27
    expect([...body.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'M37 73 L103 73 L103 27 L37 27 Z',
    ]);
    // the window is a knife: the cut layer holds the outline and the hole, not the patch
    expect(lengthMismatches(graph, byLineType(lineTypeOf(layers), LAYER_TO_TYPE))).toEqual([]);
    expect(readSvg(writeSvg(sampleGraph('becf-11001').graph)).layers.some((l) => l.id === 'FILM')).toBe(
      false,
    );
  });

  it('should label every dimension, and none with dimensionTexts off', () => {
    const { graph } = sampleGraph('becf-15001');
    const on = readSvg(writeSvg(graph));
    expect(on.texts).toEqual(['100 mm', '50 mm', '150 mm', '14 mm']);
    expect(readSvg(writeSvg(graph, { unit: 'in' })).texts).toContain('3.937 in');
    const off = writeSvg(graph, { dimensionTexts: false });
    expect(off).not.toContain('<text');
    expect(off).not.toContain('ANNOTATION');
    expect(lengthMismatches(graph, byLineType(lineTypeOf(readSvg(off).layers), LAYER_TO_TYPE))).toEqual([]);
  });

  it('should draw the bleed outline on the BLEED layer and grow the page by it', () => {
    const { graph } = sampleGraph('becf-15001');
    const plain = readSvg(writeSvg(graph));
    const bled = readSvg(writeSvg(graph, { bleed: 3 }));
    const bleed = bled.layers.find((l) => l.id === 'BLEED');
    expect(bleed?.lineType).toBe('bleed');
    // a 3 mm offset of a convex-ish outline is about 2 pi 3 longer than the outer cut contour
    expect(bleed?.lengths).toBeGreaterThan(2 * (315.5 + 150));
    expect(Number.parseFloat(bled.width)).toBeCloseTo(Number.parseFloat(plain.width) + 6, 3);
    expect(lengthMismatches(graph, byLineType(lineTypeOf(bled.layers), LAYER_TO_TYPE))).toEqual([]);
  });

  it('should title the file after the template when given a header', () => {
    const { template, graph } = sampleGraph('becf-15001');
    expect(writeSvg(graph, { header: sampleHeader(template) })).toContain(
      '<title>Sleeve (becf-15001)</title>',
    );
  });

  it.skipIf(!HAS_RSVG)('should render with rsvg-convert (librsvg) without errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diecut-svg-'));
    const { graph } = sampleGraph('becf-11001');
    const file = join(dir, 'dieline.svg');
    writeFileSync(file, writeSvg(graph, { bleed: 3 }));
    const result = spawnSync('rsvg-convert', ['-w', '200', '-o', join(dir, 'dieline.png'), file], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('should write what its document says, each line moved as it is written, in mm and in inches', () => {
    // the writer moves the layout's lines itself; the document holds them moved: the same file
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      for (const unit of ['mm', 'in'] as const) {
        const options = { unit, bleed: 2, blankDimensions: true };
        const file = writeSvg(graph, options);
        expect(file, `${name} ${unit}`).toBe(renderDielineSvg(buildDielineDocument(graph, options)));
        expect(new TextDecoder().decode(writeSvgBytes(graph, options)), `${name} ${unit}`).toBe(file);
      }
    }
  });

  it('should draw each line layer as segmentsPath writes its lines, arcs split and moved', () => {
    // the file's writer works arcs out as numbers; segmentsPath from the document's segments
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      for (const unit of ['mm', 'in'] as const) {
        const options = { unit, blankDimensions: true };
        const document = buildDielineDocument(graph, options);
        const file = writeSvg(graph, options);
        const decimals = COORDINATE_DECIMALS[unit];
        const num = (value: number) => formatNumber(value, decimals);
        const pt = (p: { x: number; y: number }) =>
          `${num(p.x - document.extent.minX + document.margin)} ${num(document.extent.maxY - p.y + document.margin)}`;
        for (const { lineType, segments } of document.lines) {
          if (lineType === 'annotation') continue;
          const drawn = new RegExp(`data-line-type="${lineType}"[^>]*>\\n  <path d="([^"]*)"`).exec(file);
          expect(drawn?.[1], `${name} ${unit} ${lineType}`).toBe(segmentsPath(segments, pt, num));
        }
      }
    }
  });
});
