import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  blankBounds,
  dielineLines,
  findTemplate,
  type LineType,
  sampleValues,
  TEMPLATES,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { expectGolden } from './__testing__/golden';
import {
  byLineType,
  catalogGraphs,
  dxfCode,
  dxfLayerLengths,
  EZDXF_PYTHON,
  lengthMismatches,
  pointsOffArcs,
  readDxf,
  sampleGraph,
  smallestGraph,
  windowGraph,
} from './__testing__/parse-back';
import { buildDielineDocument } from './dieline-document';
import { writeDxf } from './dxf-writer';
import { LINE_STYLES } from './line-styles';

const LAYER_TO_TYPE = Object.fromEntries(
  Object.entries(LINE_STYLES).map(([lineType, style]) => [style.layer, lineType as LineType]),
);
/** Dieline layers only: annotation, bleed, glue and film are not rules. */
const dielineLengths = (lengths: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(lengths).filter(([layer]) => !['ANNOTATION', 'BLEED', 'GLUE', 'FILM'].includes(layer)),
  );
const perimeter = (ring: Array<{ x: number; y: number }>) =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] as { x: number; y: number };
    return sum + Math.hypot(q.x - p.x, q.y - p.y);
  }, 0);
const smallTray = () => {
  const template = findTemplate('becf-16001');
  if (!template) throw new Error('no becf-16001');
  return smallestGraph(template, { length: 30, width: 25, height: 10 });
};

/** LibreCAD's console dxf2pdf, run headless; it hangs on a file it cannot read, hence the time-out. */
const LIBRECAD_ENV = { ...process.env, QT_QPA_PLATFORM: 'offscreen', XDG_RUNTIME_DIR: tmpdir() };
const HAS_LIBRECAD =
  spawnSync('librecad', ['dxf2pdf', '-v'], { env: LIBRECAD_ENV, timeout: 20_000, encoding: 'utf8' })
    .status === 0;

describe('writeDxf', () => {
  it('should write becf-15001 (Sleeve) as its golden file', () => {
    const { graph } = sampleGraph('becf-15001');
    expectGolden('becf-15001.dxf', writeDxf(graph));
  });

  it('should draw every catalog dieline with the line lengths of its graph, per layer', () => {
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const { entities } = readDxf(writeDxf(graph));
      const lengths = dielineLengths(dxfLayerLengths(entities));
      expect(lengthMismatches(graph, byLineType(lengths, LAYER_TO_TYPE)), name).toEqual([]);
    }
    // one file per catalog template: room for a busy CI machine
  }, 60_000);

  it("should V-groove a rigid box's greyboard and guide its paper wraps' folds, no crease on either", () => {
    const template = findTemplate('becf-31001');
    if (!template) throw new Error('no lid and base box');
    const values = { ...sampleValues(template), length: 200, width: 150, height: 60, board_thickness: 2 };
    for (const part of template.build(values)) {
      const layers = dxfLayerLengths(readDxf(writeDxf(part.graph)).entities);
      expect(layers.CREASE ?? 0, part.name).toBe(0);
      if (part.graph.board.kind === 'greyboard') {
        expect(layers.V_GROOVE, part.name).toBeGreaterThan(0);
        // the grooves turn at the board's outer face: groove to groove is the outside, L + 2t
        const grooves = part.graph.hinges.filter((h) => h.lineType === 'v_groove' && h.start.y === h.end.y);
        const ys = [...new Set(grooves.map((h) => Math.round(h.start.y * 1e6) / 1e6))].sort((a, b) => a - b);
        const t = part.graph.board.caliper;
        if (part.name === 'base board') expect((ys.at(-1) ?? 0) - (ys[0] ?? 0)).toBeCloseTo(150 + 2 * t, 6);
      } else {
        expect(part.graph.board.kind).toBe('paper');
        expect(layers.FOLD_GUIDE, part.name).toBeGreaterThan(0);
      }
    }
  });

  it('should set $INSUNITS and keep the lengths in inches', () => {
    const { graph } = sampleGraph('becf-11001');
    const mm = readDxf(writeDxf(graph));
    expect(mm.header.$INSUNITS).toEqual([[70, '4']]);
    expect(mm.header.$MEASUREMENT).toEqual([[70, '1']]);
    const inches = readDxf(writeDxf(graph, { unit: 'in' }));
    expect(inches.header.$INSUNITS).toEqual([[70, '1']]);
    expect(inches.header.$MEASUREMENT).toEqual([[70, '0']]);
    const lengths = dielineLengths(dxfLayerLengths(inches.entities));
    expect(lengthMismatches(graph, byLineType(lengths, LAYER_TO_TYPE, 25.4))).toEqual([]);
    expect(inches.linetypes.DASHED?.map((v) => v * 25.4)).toEqual([
      expect.closeTo(4, 6),
      expect.closeTo(-2, 6),
    ]);
  });

  it('should give each line type its layer, ArtiosCAD colour index and line type; creases DASHED', () => {
    const { graph } = sampleGraph('becf-11001');
    const { layers, linetypes, entities } = readDxf(writeDxf(graph, { bleed: 3 }));
    expect(layers.CUT).toEqual({ color: 1, linetype: 'Continuous' });
    expect(layers.CREASE).toEqual({ color: 2, linetype: 'DASHED' });
    expect(layers.BLEED).toEqual({ color: 11, linetype: 'Continuous' });
    expect(layers.ANNOTATION).toEqual({ color: 12, linetype: 'Continuous' });
    expect(linetypes.DASHED).toEqual([4, -2]);
    for (const entity of entities) {
      const layer = dxfCode(entity, 8) ?? '';
      expect(Number(dxfCode(entity, 62)), `${entity.type} on ${layer}`).toBe(layers[layer]?.color);
    }
  });

  it('should draw glue areas on GLUE as closed LWPOLYLINEs with a SOLID HATCH each, under every line', () => {
    const graph = smallTray();
    const document = buildDielineDocument(graph);
    const areas = document.glueAreas.length;
    expect(areas).toBeGreaterThan(0);
    const { layers, entities } = readDxf(writeDxf(graph));
    expect(layers.GLUE).toEqual({ color: 30, linetype: 'Continuous' });
    const glue = entities.filter((e) => dxfCode(e, 8) === 'GLUE');
    const outlines = glue.filter((e) => e.type === 'LWPOLYLINE');
    const hatches = glue.filter((e) => e.type === 'HATCH');
    expect(outlines).toHaveLength(areas);
    expect(outlines.every((e) => (Number(dxfCode(e, 70)) & 1) === 1)).toBe(true);
    expect(dxfLayerLengths(entities).GLUE).toBeCloseTo(
      document.glueAreas.reduce((sum, area) => sum + perimeter(area), 0),
      6,
    );
    expect(hatches).toHaveLength(areas);
    expect(hatches.map((e) => [dxfCode(e, 2), dxfCode(e, 70)])).toEqual(Array(areas).fill(['SOLID', '1']));
    // the fill comes first, so that CAD drawing in file order keeps the lines on top
    const firstRule = entities.findIndex((e) => ['CUT', 'CREASE'].includes(dxfCode(e, 8) ?? ''));
    expect(entities.findLastIndex((e) => dxfCode(e, 8) === 'GLUE')).toBeLessThan(firstRule);
    const noGlue = readDxf(writeDxf({ ...graph, glueAreas: [] }));
    expect(noGlue.layers.GLUE).toBeUndefined();
    expect(noGlue.entities.some((e) => e.type === 'HATCH')).toBe(false);
  });

  it('should draw window film patches on FILM as closed LWPOLYLINEs, apart from every rule', () => {
    const graph = windowGraph();
    const document = buildDielineDocument(graph);
    expect(document.filmAreas).toHaveLength(1);
    const { layers, entities } = readDxf(writeDxf(graph));
    expect(layers.FILM).toEqual({ color: 150, linetype: 'Continuous' });
    const film = entities.filter((e) => dxfCode(e, 8) === 'FILM');
    expect(film.map((e) => e.type)).toEqual(['LWPOLYLINE']);
    expect((Number(dxfCode(film[0] as never, 70)) & 1) === 1).toBe(true);
    // 66 x 46 mm: the 50 x 30 window and 8 mm of overlap all round
    expect(dxfLayerLengths(entities).FILM).toBeCloseTo(2 * (66 + 46), 6);
    // the window itself is a knife, the film no rule: the CUT layer has the hole, not the patch
    expect(dxfLayerLengths(entities).CUT).toBeCloseTo(2 * (120 + 100) + 2 * (50 + 30), 6);
    expect(Object.values(LINE_STYLES).map((style) => style.dxfColorIndex)).not.toContain(150);
    const noFilm = readDxf(writeDxf({ ...graph, filmAreas: [] }));
    expect(noFilm.layers.FILM).toBeUndefined();
    expect(readDxf(writeDxf(smallTray())).layers.FILM).toBeUndefined();
  });

  it('should keep arcs as ARC entities', () => {
    const { graph } = sampleGraph('becf-11001');
    const arcs = dielineLines(graph).flatMap((l) => l.segments.filter((s) => s.type === 'arc'));
    expect(arcs.length).toBeGreaterThan(0);
    const { entities } = readDxf(writeDxf(graph));
    expect(entities.filter((e) => e.type === 'ARC')).toHaveLength(arcs.length);
    expect(entities.filter((e) => e.type === 'ARC').every((e) => dxfCode(e, 8) === 'CUT')).toBe(true);
  });

  it('should turn every arc the way the graph does, a clockwise semicircle included', () => {
    const { graph } = sampleGraph('becf-11004');
    const blank = blankBounds(graph);
    const arcs = readDxf(writeDxf(graph)).entities.filter((e) => e.type === 'ARC');
    const midpoints = arcs.map((arc) => {
      const n = (code: number) => Number(dxfCode(arc, code));
      const sweep = (((n(51) - n(50)) % 360) + 360) % 360 || 360;
      const mid = ((n(50) + sweep / 2) * Math.PI) / 180;
      return { x: n(10) + n(40) * Math.cos(mid) + blank.minX, y: n(20) + n(40) * Math.sin(mid) + blank.minY };
    });
    expect(midpoints).toHaveLength(5);
    expect(pointsOffArcs(graph, midpoints, 0.001)).toEqual([]);
  });

  it('should write dimension labels on ANNOTATION, and nothing there with dimensionTexts off', () => {
    const { graph } = sampleGraph('becf-15001');
    const on = readDxf(writeDxf(graph)).entities;
    const texts = on.filter((e) => e.type === 'TEXT');
    expect(texts.map((e) => dxfCode(e, 1))).toEqual(['100 mm', '50 mm', '150 mm', '14 mm']);
    expect(texts.every((e) => dxfCode(e, 8) === 'ANNOTATION')).toBe(true);
    const tall = texts.find((e) => dxfCode(e, 1) === '150 mm');
    expect(tall && dxfCode(tall, 50)).toBe('90');
    // DXF text height is cap height: 3 mm labels have capitals 2.19 mm tall, as in SVG and PDF
    expect(texts.map((e) => Number(dxfCode(e, 40)))).toEqual(Array(4).fill(2.19));
    const off = readDxf(writeDxf(graph, { dimensionTexts: false }));
    expect(off.entities.some((e) => e.type === 'TEXT' || dxfCode(e, 8) === 'ANNOTATION')).toBe(false);
    expect(off.layers.ANNOTATION).toBeUndefined();
  });

  it('should put the blank at the origin and open the view on its middle', () => {
    const { graph } = sampleGraph('becf-11001');
    const blank = blankBounds(graph);
    const { header } = readDxf(writeDxf(graph));
    expect(header.$EXTMIN?.slice(0, 2)).toEqual([
      [10, '0'],
      [20, '0'],
    ]);
    // glue hatches and labels lie inside the blank, so they must not pull the view off it
    expect(header.$VIEWCTR?.map(([code, value]) => [code, Number(value)])).toEqual([
      [10, expect.closeTo((blank.maxX - blank.minX) / 2, 6)],
      [20, expect.closeTo((blank.maxY - blank.minY) / 2, 6)],
    ]);
  });

  it.skipIf(!EZDXF_PYTHON)(
    'should pass ezdxf audit with the line lengths of the graph per layer',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'diecut-dxf-'));
      const cases = [
        ...catalogGraphs(
          TEMPLATES.filter((t) => ['becf-15001', 'becf-11001', 'becf-12001'].includes(t.id)),
        ).map((c) => ({ ...c, unit: 'mm' as const })),
        { ...sampleGraph('becf-11001'), name: 'becf-11001-in', unit: 'in' as const },
        { graph: smallTray(), name: 'becf-16001-small', unit: 'mm' as const },
        { graph: smallTray(), name: 'becf-16001-small-in', unit: 'in' as const },
        { graph: windowGraph(), name: 'window', unit: 'mm' as const },
        // a catalog window: the cake box's lid with its film patch
        { ...sampleGraph('becf-18001'), name: 'becf-18001', unit: 'in' as const },
      ];
      for (const c of cases)
        writeFileSync(join(dir, `${c.name}.dxf`), writeDxf(c.graph, { unit: c.unit, bleed: 3 }));
      const script = `
import ezdxf, json, math, sys
out = {}
for name in sys.argv[1:]:
    doc = ezdxf.readfile(name)
    auditor = doc.audit()
    lengths = {}
    hatches = []
    for e in doc.modelspace():
        layer = e.dxf.layer
        if e.dxftype() == 'HATCH':
            hatches.append([layer, e.dxf.pattern_name, e.dxf.solid_fill, len(e.paths)])
        if e.dxftype() == 'LINE':
            length = math.dist(e.dxf.start, e.dxf.end)
        elif e.dxftype() == 'ARC':
            sweep = (e.dxf.end_angle - e.dxf.start_angle) % 360 or 360
            length = e.dxf.radius * math.radians(sweep)
        else:
            continue
        lengths[layer] = lengths.get(layer, 0) + length
    out[name] = {
        'errors': [str(err.message) for err in auditor.errors],
        'insunits': doc.header.get('$INSUNITS'),
        'layers': {layer.dxf.name: [layer.dxf.color, layer.dxf.linetype] for layer in doc.layers},
        'lengths': lengths,
        'hatches': hatches,
    }
print(json.dumps(out))
`;
      const files = cases.map((c) => join(dir, `${c.name}.dxf`));
      const result = spawnSync(EZDXF_PYTHON as string, ['-c', script, ...files], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as Record<
        string,
        {
          errors: string[];
          insunits: number;
          layers: Record<string, [number, string]>;
          lengths: Record<string, number>;
          hatches: Array<[string, string, number, number]>;
        }
      >;
      for (const c of cases) {
        const entry = report[join(dir, `${c.name}.dxf`)];
        expect(entry?.errors, c.name).toEqual([]);
        expect(entry?.insunits).toBe(c.unit === 'mm' ? 4 : 1);
        expect(entry?.layers.CREASE).toEqual([2, 'DASHED']);
        expect(entry?.layers.CUT).toEqual([1, 'Continuous']);
        const lengths = dielineLengths(entry?.lengths ?? {});
        const factor = c.unit === 'mm' ? 1 : 25.4;
        expect(lengthMismatches(c.graph, byLineType(lengths, LAYER_TO_TYPE, factor)), c.name).toEqual([]);
        expect(entry?.hatches, c.name).toEqual(Array(c.graph.glueAreas.length).fill(['GLUE', 'SOLID', 1, 1]));
        if (c.graph.glueAreas.length > 0) expect(entry?.layers.GLUE, c.name).toEqual([30, 'Continuous']);
        if (c.graph.filmAreas) expect(entry?.layers.FILM, c.name).toEqual([150, 'Continuous']);
        else expect(entry?.layers.FILM, c.name).toBeUndefined();
      }
    },
    60_000,
  );

  it.skipIf(!HAS_LIBRECAD)(
    'should open and print in LibreCAD (dxf2pdf), in mm and in inches',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'diecut-librecad-'));
      const { graph } = sampleGraph('becf-11004');
      const files = ['mm', 'in'].map((unit) => {
        const file = join(dir, `dieline-${unit}.dxf`);
        writeFileSync(file, writeDxf(graph, { unit: unit as 'mm' | 'in', bleed: 3 }));
        return file;
      });
      const result = spawnSync('librecad', ['dxf2pdf', '-a', '-t', dir, ...files], {
        env: LIBRECAD_ENV,
        timeout: 60_000,
        encoding: 'utf8',
      });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      for (const file of files) {
        expect(result.stdout + result.stderr).toContain(`${file.replace(/\.dxf$/, '.pdf')}" DONE`);
        expect(statSync(file.replace(/\.dxf$/, '.pdf')).size).toBeGreaterThan(1000);
      }
    },
    60_000,
  );
});
