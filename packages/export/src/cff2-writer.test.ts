import {
  blankBounds,
  dielineLines,
  findTemplate,
  type LineType,
  lineLengths,
  type PanelGraph,
  sampleValues,
  TEMPLATES,
  type TemplateDefinition,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { expectGolden } from './__testing__/golden';
import {
  byLineType,
  catalogGraphs,
  lengthMismatches,
  pointsOffArcs,
  readCff2,
  sampleGraph,
  sampleHeader,
  windowGraph,
} from './__testing__/parse-back';
import {
  CFF2_FILM_RULE,
  CFF2_GLUE_RULE,
  CFF2_PAPER_FOLD_RULE,
  CFF2_RULES,
  type Cff2LineType,
  cff2Rules,
  renderDielineCff2,
  writeCff2,
} from './cff2-writer';
import { buildDielineDocument, formatNumber } from './dieline-document';
import { writeDielineFile } from './dieline-file';

const RULE_TO_TYPE = Object.fromEntries(
  Object.entries(CFF2_RULES).map(([lineType, rule]) => [`${rule.type},${rule.aux}`, lineType as LineType]),
);
const GLUE_KEY = `${CFF2_GLUE_RULE.type},${CFF2_GLUE_RULE.aux}`;
const GLUE_RULE_KEY = `${CFF2_GLUE_RULE.pointage},${GLUE_KEY}`;
const FILM_KEY = `${CFF2_FILM_RULE.type},${CFF2_FILM_RULE.aux}`;
const FILM_RULE_KEY = `${CFF2_FILM_RULE.pointage},${FILM_KEY}`;
/** The graph's line lengths summed per whole CFF2 rule (`pointage,type,aux`) of its board, mm. */
function lengthsByRule(graph: PanelGraph): Record<string, number> {
  const rules = cff2Rules(graph.board);
  const out: Record<string, number> = {};
  for (const [lineType, length] of Object.entries(lineLengths(graph))) {
    const rule = lineType === 'fold_guide' ? CFF2_PAPER_FOLD_RULE : rules[lineType as Cff2LineType];
    if (!rule || !length) continue;
    const key = `${rule.pointage},${rule.type},${rule.aux}`;
    out[key] = (out[key] ?? 0) + length;
  }
  return out;
}
/** Differences above 0.01 between two sets of lengths, as messages. */
function mismatches(want: Record<string, number>, got: Record<string, number>): string[] {
  return [...new Set([...Object.keys(want), ...Object.keys(got)])]
    .filter((key) => !(Math.abs((want[key] ?? 0) - (got[key] ?? 0)) <= 0.01))
    .map((key) => `${key}: graph ${want[key] ?? 0}, file ${got[key] ?? 0}`);
}
/** The rule (`pointage,type,aux`) and bridge fields (`count,width`) of every L and A record. */
const records = (text: string) =>
  readCff2(text)
    .lines.filter((l) => /^[LA],/.test(l))
    .map((l) => {
      const fields = l.split(',');
      return {
        kind: fields[0],
        rule: fields.slice(1, 4).join(','),
        bridges: fields.slice(-2).join(','),
        line: l,
      };
    });
/** Length of an L or A record. */
function recordLength(line: string): number {
  const f = line.split(',').map(Number);
  if (line.startsWith('L,'))
    return Math.hypot((f[6] as number) - (f[4] as number), (f[7] as number) - (f[5] as number));
  const [sx = 0, sy = 0, ex = 0, ey = 0, cx = 0, cy = 0, dir = 1] = f.slice(4, 11);
  const r = Math.hypot(sx - cx, sy - cy);
  let sweep =
    dir === -1
      ? Math.atan2(sy - cy, sx - cx) - Math.atan2(ey - cy, ex - cx)
      : Math.atan2(ey - cy, ex - cx) - Math.atan2(sy - cy, sx - cx);
  sweep = ((sweep % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) || 2 * Math.PI;
  return r * sweep;
}
const templateParts = (id: string, values: Record<string, unknown> = {}) => {
  const template = findTemplate(id) as TemplateDefinition;
  const all = { ...sampleValues(template), ...values } as ReturnType<typeof sampleValues>;
  return { template, values: all, parts: template.build(all) };
};
/** Rules only: glue outlines are drawn, never mounted. */
const ruleLengths = (lengths: Record<string, number>) =>
  Object.fromEntries(Object.entries(lengths).filter(([key]) => key !== GLUE_KEY && key !== FILM_KEY));
const perimeter = (ring: Array<{ x: number; y: number }>) =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] as { x: number; y: number };
    return sum + Math.hypot(q.x - p.x, q.y - p.y);
  }, 0);

describe('writeCff2', () => {
  it('should write becf-15001 (Sleeve) as its golden file', () => {
    const { template, graph } = sampleGraph('becf-15001');
    expectGolden('becf-15001.cf2', writeCff2(graph, { header: sampleHeader(template) }));
  });

  it('should write every catalog dieline with the line lengths of its graph, per rule of its board', () => {
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const { rules } = readCff2(writeCff2(graph));
      const { [GLUE_RULE_KEY]: _glue, [FILM_RULE_KEY]: _film, ...mounted } = rules;
      expect(mismatches(lengthsByRule(graph), mounted), name).toEqual([]);
    }
    // one file per catalog template: room for a busy CI machine
  }, 60_000);

  it('should frame the records as CFF2: $BOF, V2, ORDER, MAIN, unit, LL, UR, SCALE, END, $EOF', () => {
    const { graph } = sampleGraph('becf-15001');
    const text = writeCff2(graph);
    expect(text).toContain('\r\n');
    const { lines } = readCff2(text);
    expect(lines.slice(0, 10)).toEqual([
      '$BOF',
      'V2',
      'ORDER',
      'END',
      'MAIN,DIELINE',
      'UM',
      'LL,0,0',
      'UR,315.5,150',
      'SCALE,1,1',
      expect.stringMatching(/^L,2,1,0,/),
    ]);
    expect(lines.slice(-3)).toEqual(['END', '$EOF', '']);
    expect(lines.filter((l) => l.startsWith('L,2,2,0,'))).toHaveLength(4);
  });

  it('should write inches as UI with the same lengths', () => {
    const { graph } = sampleGraph('becf-11001');
    const { unit, lengths } = readCff2(writeCff2(graph, { unit: 'in' }));
    expect(unit).toBe('UI');
    expect(lengthMismatches(graph, byLineType(ruleLengths(lengths), RULE_TO_TYPE, 25.4))).toEqual([]);
  });

  it('should outline every glue area with lines of its own type, neither a knife nor a crease', () => {
    // type 43 is a line drawn on the die board and never burned: no rule, hence pointage 0
    expect(CFF2_GLUE_RULE).toEqual({ pointage: 0, type: 43, aux: 0 });
    const ruleTypes = Object.values(CFF2_RULES).map((rule) => rule.type);
    expect(ruleTypes).not.toContain(CFF2_GLUE_RULE.type);
    let withGlue = 0;
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const document = buildDielineDocument(graph);
      const { lines, lengths } = readCff2(writeCff2(graph));
      const glue = document.glueAreas.reduce((sum, area) => sum + perimeter(area), 0);
      if (glue > 0) withGlue++;
      // coordinates are written to 0.0001 mm, as for the rules
      expect(Math.abs((lengths[GLUE_KEY] ?? 0) - glue), name).toBeLessThan(0.01);
      expect(
        lines
          .filter((l) => /^[LA],/.test(l) && l.split(',')[2] === '43')
          .every((l) => l.startsWith('L,0,43,')),
        name,
      ).toBe(true);
    }
    expect(withGlue).toBeGreaterThan(10);
  });

  it('should outline window film patches as type 43 aux 3, apart from glue, paper folds and rules', () => {
    expect(CFF2_FILM_RULE).toEqual({ pointage: 0, type: 43, aux: 3 });
    const graph = windowGraph();
    const { lines, lengths, rules } = readCff2(writeCff2(graph));
    expect(lines.filter((l) => l.startsWith('L,0,43,3,'))).toHaveLength(4);
    expect(lengths[FILM_KEY]).toBeCloseTo(2 * (66 + 46), 4);
    expect(lengths[GLUE_KEY]).toBeUndefined();
    const { [FILM_RULE_KEY]: _film, ...mounted } = rules;
    expect(mismatches(lengthsByRule(graph), mounted)).toEqual([]);
    expect(readCff2(writeCff2(sampleGraph('becf-15001').graph)).lengths[FILM_KEY]).toBeUndefined();
  });

  it('should give each T record the width of its label text', () => {
    const { graph } = sampleGraph('becf-15001');
    const document = buildDielineDocument(graph);
    const widths = readCff2(writeCff2(graph))
      .lines.filter((l) => l.startsWith('T,'))
      .map((l) => l.split(',')[8]);
    expect(widths).toEqual(document.dimensions.map((d) => formatNumber(d.textWidth, 4)));
  });

  it('should keep arcs as A records turning the way the graph does', () => {
    const { graph } = sampleGraph('becf-11004');
    const blank = blankBounds(graph);
    const { arcs, arcMidpoints } = readCff2(writeCff2(graph));
    expect(arcs).toBe(dielineLines(graph).flatMap((l) => l.segments.filter((s) => s.type === 'arc')).length);
    const midpoints = arcMidpoints.map((p) => ({ x: p.x + blank.minX, y: p.y + blank.minY }));
    expect(pointsOffArcs(graph, midpoints, 0.001)).toEqual([]);
  });

  it('should write dimension labels as T records only, and none with dimensionTexts off', () => {
    const { graph } = sampleGraph('becf-15001');
    const on = readCff2(writeCff2(graph));
    expect(on.texts).toEqual(['100 mm', '50 mm', '150 mm', '14 mm']);
    const off = readCff2(writeCff2(graph, { dimensionTexts: false }));
    expect(off.texts).toEqual([]);
    expect(off.lines.filter((l) => l.startsWith('L,'))).toEqual(on.lines.filter((l) => l.startsWith('L,')));
  });

  it('should carry the header as ORDER notes', () => {
    const { template, graph } = sampleGraph('becf-15001');
    const { lines } = readCff2(writeCff2(graph, { header: sampleHeader(template) }));
    const order = lines.slice(lines.indexOf('ORDER') + 1, lines.indexOf('END'));
    expect(order).toEqual(
      expect.arrayContaining([
        'Template: becf-15001 Sleeve',
        'Standard: ECMA A01.01.00.00',
        'length: 100 mm',
        'Date: 2025-01-02T03:04:05.000Z',
      ]),
    );
    expect(lines).toContain('MAIN,becf-15001');
  });
});

describe('writeCff2 rules by board', () => {
  it('should crease folding carton with 2 pt creasing rule and cut with 2 pt', () => {
    const { parts } = templateParts('becf-11001');
    const text = writeCff2((parts[0] as { graph: PanelGraph }).graph);
    const rules = new Set(records(text).map((r) => r.rule));
    expect(rules).toContain('2,1,0');
    expect(rules).toContain('2,2,0');
    expect([...rules].filter((rule) => rule.split(',')[1] === '2')).toEqual(['2,2,0']);
  });

  it.each([
    ['B', '3'],
    ['C', '3'],
    ['E', '3'],
    ['A', '3'],
    ['BC', '4'],
  ])('should crease %s flute corrugated with %s pt creasing rule, the knives 2 pt', (flute, pointage) => {
    const { parts } = templateParts('becf-21101', { flute });
    const graph = (parts[0] as { graph: PanelGraph }).graph;
    expect(graph.board).toMatchObject({ kind: 'corrugated', flute });
    const written = records(writeCff2(graph));
    const creaseRecords = written.filter((r) => r.rule.split(',')[1] === '2');
    expect(creaseRecords.length).toBeGreaterThan(0);
    expect(new Set(creaseRecords.map((r) => r.rule.split(',')[0]))).toEqual(new Set([pointage]));
    expect(new Set(written.filter((r) => r.rule.split(',')[1] === '1').map((r) => r.rule))).toEqual(
      new Set(['2,1,0']),
    );
  });

  it('should write a document made without board groups as folding carton', () => {
    const { parts } = templateParts('becf-21101', { flute: 'C' });
    const graph = (parts[0] as { graph: PanelGraph }).graph;
    const { boardLines: _groups, ...document } = buildDielineDocument(graph);
    const rules = new Set(records(renderDielineCff2(document)).map((r) => r.rule));
    expect(rules).toContain('2,2,0');
    expect(new Set(records(writeCff2(graph)).map((r) => r.rule))).toContain('3,2,0');
  });

  it('should score greyboard (type 4) and draw paper wrap folds as non-rule lines, in one file of both', async () => {
    let greyboards = 0;
    let papers = 0;
    for (const id of ['becf-31001', 'becf-32001']) {
      const { template, values, parts } = templateParts(id);
      for (const { graph } of parts) {
        const written = records(writeCff2(graph));
        const folds = lineLengths(graph);
        // greyboard is V-grooved, never creased; a paper wrap's folds are guides
        expect(folds.crease ?? 0, `${id} ${graph.board.kind}`).toBe(0);
        const foldLength = (folds.v_groove ?? 0) + (folds.fold_guide ?? 0);
        // no creasing rule (type 2) on either board
        expect(
          written.filter((r) => r.rule.split(',')[1] === '2'),
          `${id} ${graph.board.kind}`,
        ).toEqual([]);
        if (graph.board.kind === 'greyboard' && foldLength > 0) {
          greyboards++;
          const scored = written.filter((r) => r.rule === '2,4,0' || r.rule === '2,4,2');
          expect(scored.reduce((sum, r) => sum + recordLength(r.line), 0)).toBeCloseTo(
            foldLength + (folds.partial_cut ?? 0),
            2,
          );
        }
        if (graph.board.kind === 'paper') {
          papers++;
          // fold guides: type 43 (drawn, never burned), pointage 0, aux 1 or 2 apart from glue's 0
          const guides = written.filter((r) => r.rule === '0,43,1' || r.rule === '0,43,2');
          if (foldLength > 0) expect(guides.length).toBeGreaterThan(0);
          expect(written.filter((r) => r.rule.split(',')[1] === '4')).toEqual([]);
          expect(written.filter((r) => r.rule.split(',')[0] !== '0').every((r) => r.rule === '2,1,0')).toBe(
            true,
          );
        }
      }
      // the dieline file lays greyboard and paper side by side: each part keeps its board's rules
      const text = String(
        await writeDielineFile(template, parts, values, {
          format: 'cf2',
          unit: 'mm',
          createdAt: new Date(0),
        }),
      );
      const want: Record<string, number> = {};
      for (const { graph } of parts)
        for (const [key, length] of Object.entries(lengthsByRule(graph)))
          want[key] = (want[key] ?? 0) + length;
      const { [GLUE_RULE_KEY]: _glue, ...mounted } = readCff2(text).rules;
      expect(mismatches(want, mounted), id).toEqual([]);
    }
    expect(greyboards).toBeGreaterThan(0);
    expect(papers).toBeGreaterThan(0);
  });
});

describe('writeCff2 nicks', () => {
  const { template, values, parts } = templateParts('becf-11001');
  const graph = (parts[0] as { graph: PanelGraph }).graph;

  it('should write no nicks by default', () => {
    expect(new Set(records(writeCff2(graph)).map((r) => r.bridges))).toEqual(new Set(['0,0']));
  });

  it('should nick the knives only, one nick per whole 60 mm, 0.4 mm wide', () => {
    const written = records(writeCff2(graph, { nicks: { width: 0.4, every: 60 } }));
    let nicked = 0;
    for (const r of written) {
      if (r.rule === '2,1,0') {
        const count = Math.floor(recordLength(r.line) / 60 + 1e-6);
        expect(r.bridges, r.line).toBe(count > 0 ? `${count},0.4` : '0,0');
        if (count > 0) nicked++;
      } else expect(r.bridges, r.line).toBe('0,0');
    }
    expect(nicked).toBeGreaterThan(3);
  });

  it('should write the nick width in inches in an inch file', () => {
    const written = records(writeCff2(graph, { unit: 'in', nicks: { width: 0.4, every: 60 } }));
    const widths = new Set(written.filter((r) => r.bridges !== '0,0').map((r) => r.bridges.split(',')[1]));
    expect(widths).toEqual(new Set([formatNumber(0.4 / 25.4, 6)]));
  });

  it('should take nicks through the dieline file options', async () => {
    const text = String(
      await writeDielineFile(template, parts, values, {
        format: 'cf2',
        unit: 'mm',
        nicks: { width: 0.5, every: 50 },
        createdAt: new Date(0),
      }),
    );
    expect(records(text).some((r) => r.rule === '2,1,0' && r.bridges.endsWith(',0.5'))).toBe(true);
  });

  it('should refuse a nick no narrower than its spacing', () => {
    expect(() => writeCff2(graph, { nicks: { width: 0, every: 60 } })).toThrow(RangeError);
    expect(() => writeCff2(graph, { nicks: { width: 5, every: 5 } })).toThrow(RangeError);
  });
});
