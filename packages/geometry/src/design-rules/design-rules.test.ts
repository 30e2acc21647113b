import { describe, expect, it } from 'vitest';
import { euroSlot } from '../cartons/euro-slot';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import type { LockFeature, PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline, rectangle } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';
import { checkDesignRules, designRuleLimits } from './design-rules';

const p = (x: number, y: number): Point => ({ x, y });

/** One 100 x 60 mm panel; `draw` adds what a test needs. */
function sheet(draw: (builder: PanelGraphBuilder) => void = () => {}, material = 0.5): PanelGraph {
  const builder = new PanelGraphBuilder();
  builder.panel('sheet', 'wall', rectangle(0, 0, 100, 60));
  draw(builder);
  return builder.build('sheet', material);
}

const rules = (graph: PanelGraph) => checkDesignRules(graph).map((finding) => finding.rule);

describe('checkDesignRules', () => {
  it('should find nothing on a plain rectangle', () => {
    expect(checkDesignRules(sheet())).toEqual([]);
  });

  describe('knife_gap', () => {
    it('should find two parallel knives 0.5 mm apart that do not meet, with where and how close', () => {
      const graph = sheet((b) => {
        b.cut('slit', 'sheet', [line(p(20, 30), p(60, 30))]);
        b.cut('slit', 'sheet', [line(p(30, 30.5), p(70, 30.5))]);
      });
      const findings = checkDesignRules(graph);
      expect(findings).toHaveLength(1);
      const [finding] = findings;
      expect(finding?.rule).toBe('knife_gap');
      expect(finding?.measured).toBeCloseTo(0.5, 6);
      expect(finding?.limit).toBe(3);
      expect(finding?.panel).toBe('sheet');
      expect(finding?.at.y).toBeGreaterThanOrEqual(30);
      expect(finding?.message).toContain('30 mm');
    });

    it('should let knives 3 mm apart or more be', () => {
      const graph = sheet((b) => {
        b.cut('slit', 'sheet', [line(p(20, 30), p(60, 30))]);
        b.cut('slit', 'sheet', [line(p(20, 33), p(60, 33))]);
      });
      expect(rules(graph)).toEqual([]);
    });

    it('should let knives that meet at a corner be, however close they run by it', () => {
      const graph = sheet((b) => {
        b.cut('slit', 'sheet', [line(p(20, 30), p(60, 30)), line(p(60, 30), p(20, 31))]);
      });
      expect(rules(graph)).not.toContain('knife_gap');
    });

    it('should widen the gap to twice the caliper on thick board', () => {
      expect(designRuleLimits(2).knifeGap).toBe(4);
      const graph = sheet((b) => {
        b.cut('slit', 'sheet', [line(p(20, 30), p(60, 30))]);
        b.cut('slit', 'sheet', [line(p(20, 33.5), p(60, 33.5))]);
      }, 2);
      expect(rules(graph)).toEqual(['knife_gap']);
    });
  });

  describe('short_jog', () => {
    it('should find a 1 mm step in the outline between two corners', () => {
      const builder = new PanelGraphBuilder();
      builder.panel(
        'stepped',
        'wall',
        outline([p(0, 0), p(50, 0), p(50, 1), p(100, 1), p(100, 60), p(0, 60)]),
      );
      const findings = checkDesignRules(builder.build('stepped', 0.5));
      expect(findings.map((f) => f.rule)).toEqual(['short_jog']);
      expect(findings[0]?.measured).toBeCloseTo(1, 6);
      expect(findings[0]?.at).toEqual({ x: 50, y: 0.5 });
    });

    it('should let a 2 mm step be, and a short nick with a free end', () => {
      const builder = new PanelGraphBuilder();
      builder.panel(
        'stepped',
        'wall',
        outline([p(0, 0), p(50, 0), p(50, 2), p(100, 2), p(100, 60), p(0, 60)]),
      );
      builder.cut('slit', 'stepped', [line(p(0, 30), p(1, 30))]);
      expect(checkDesignRules(builder.build('stepped', 0.5))).toEqual([]);
    });
  });

  describe('loose_scrap and narrow_scrap', () => {
    const square = (x: number, y: number, size: number) => [
      line(p(x, y), p(x + size, y)),
      line(p(x + size, y), p(x + size, y + size)),
      line(p(x + size, y + size), p(x, y + size)),
      line(p(x, y + size), p(x, y)),
    ];

    it('should find a piece that slits cut out of a panel', () => {
      const graph = sheet((b) => b.cut('slit', 'sheet', square(40, 20, 10)));
      const findings = checkDesignRules(graph);
      expect(findings.map((f) => f.rule)).toEqual(['loose_scrap']);
      expect(findings[0]?.measured).toBeCloseTo(100, 0);
      expect(findings[0]?.panel).toBe('sheet');
    });

    it('should find a corner that a chain of slits cuts off from edge to edge, and no piece where one slit leaves an edge', () => {
      const corner = sheet((b) =>
        b.cut('slit', 'sheet', [line(p(80, 0), p(90, 20)), line(p(90, 20), p(100, 30))]),
      );
      const findings = checkDesignRules(corner);
      expect(findings.map((f) => f.rule)).toEqual(['loose_scrap']);
      // the piece (80,0) (100,0) (100,30) (90,20): 350 mm², less the hairline the knives take
      expect(findings[0]?.measured).toBeCloseTo(350, 0);
      const notch = sheet((b) =>
        b.cut('slit', 'sheet', [line(p(80, 0), p(90, 20)), line(p(90, 20), p(95, 25))]),
      );
      expect(checkDesignRules(notch)).toEqual([]);
    });

    it('should accept the same square as an intended hole', () => {
      expect(checkDesignRules(sheet((b) => b.cut('hole', 'sheet', square(40, 20, 10))))).toEqual([]);
    });

    it('should find an intended hole too narrow to strip', () => {
      const graph = sheet((b) =>
        b.cut('hole', 'sheet', [
          line(p(40, 20), p(60, 20)),
          line(p(60, 20), p(60, 22)),
          line(p(60, 22), p(40, 22)),
          line(p(40, 22), p(40, 20)),
        ]),
      );
      // its long sides are also a knife pair 2 mm apart
      const findings = checkDesignRules(graph);
      expect(findings.map((f) => f.rule).sort()).toEqual(['knife_gap', 'narrow_scrap']);
      expect(findings.find((f) => f.rule === 'narrow_scrap')?.measured).toBeCloseTo(2, 1);
    });

    it('should find a panel joined to the rest by knives only', () => {
      const builder = new PanelGraphBuilder();
      builder.panel('a', 'wall', rectangle(0, 0, 50, 60));
      builder.panel('b', 'wall', rectangle(50, 0, 100, 60));
      // no hinge between a and b: their shared edge is a knife
      const findings = checkDesignRules(builder.build('a', 0.5));
      expect(findings.map((f) => f.rule)).toEqual(['loose_scrap']);
    });

    it('should find an opening between panels that board surrounds', () => {
      const builder = new PanelGraphBuilder();
      builder.panel('frame', 'wall', outline([p(0, 0), p(100, 0), p(100, 60), p(0, 60)]));
      builder.panel('ring', 'wall', rectangle(100, 0, 140, 60));
      builder.panel(
        'cap',
        'wall',
        outline([
          p(140, 0),
          p(160, 0),
          p(160, 60),
          p(140, 60),
          p(140, 40),
          p(150, 40),
          p(150, 20),
          p(140, 20),
        ]),
      );
      builder.hinge('frame', 'ring', p(100, 0), p(100, 60));
      builder.hinge('ring', 'cap', p(140, 0), p(140, 20));
      builder.hinge('ring', 'cap', p(140, 40), p(140, 60));
      // cap is notched against ring: the notch is an opening enclosed by board
      const findings = checkDesignRules(builder.build('frame', 0.5));
      expect(findings.map((f) => f.rule)).toContain('loose_scrap');
    });

    it('should accept a euro slot punched well inside a panel', () => {
      expect(checkDesignRules(sheet((b) => b.cut('hole', 'sheet', euroSlot(p(50, 30)))))).toEqual([]);
    });
  });

  describe('glue_land', () => {
    it('should find a glue area 4 mm wide and let an 8 mm one be', () => {
      const narrow = sheet((b) => b.glue('sheet', [p(10, 10), p(14, 10), p(14, 50), p(10, 50)]));
      const findings = checkDesignRules(narrow);
      expect(findings.map((f) => f.rule)).toEqual(['glue_land']);
      expect(findings[0]?.measured).toBeCloseTo(4, 1);
      expect(findings[0]?.limit).toBe(6);
      const wide = sheet((b) => b.glue('sheet', [p(10, 10), p(18, 10), p(18, 50), p(10, 50)]));
      expect(checkDesignRules(wide)).toEqual([]);
    });

    it('should measure the land where a glued flap lands, not the flap', () => {
      // a 20 mm flap folded onto a panel only 3 mm wider than the fold line leaves a 3 mm land
      const builder = new PanelGraphBuilder();
      builder.panel('panel', 'wall', rectangle(0, 0, 3, 60));
      builder.panel('flap', 'glue_flap', rectangle(-20, 0, 0, 60));
      builder.hinge('panel', 'flap', p(0, 0), p(0, 60), { foldAngle: 180 });
      builder.glue('flap', [p(-19, 1), p(-1, 1), p(-1, 59), p(-19, 59)]);
      const graph = builder.build('panel', 0.5, {
        inside: { length: ['panel', 'panel'], width: ['panel', 'panel'], height: { wall: 'panel' } },
        glued: [{ flap: 'flap', panel: 'panel' }],
        closures: [],
      });
      const findings = checkDesignRules(graph);
      expect(findings.map((f) => f.rule)).toEqual(['glue_land']);
      expect(findings[0]?.measured).toBeCloseTo(2, 1);
    });
  });

  describe('lock_fit', () => {
    const withLock = (lock: LockFeature) => sheet((b) => b.lock(lock));

    it('should find a slit lock no longer than the shoulder it catches', () => {
      const findings = checkDesignRules(
        withLock({
          kind: 'catch',
          name: 'top slit lock',
          panel: 'sheet',
          slit: line(p(0, 60), p(10.5, 60)),
          shoulder: { panel: 'sheet', edge: line(p(100, 0), p(100, 11.5)) },
        }),
      );
      expect(findings.map((f) => f.rule)).toEqual(['lock_fit']);
      expect(findings[0]?.measured).toBeCloseTo(-1, 6);
      expect(findings[0]?.message).toContain('top slit lock');
    });

    it('should let a slit 2 mm longer than its shoulder be', () => {
      const graph = withLock({
        kind: 'catch',
        name: 'top slit lock',
        panel: 'sheet',
        slit: line(p(0, 60), p(12, 60)),
        shoulder: { panel: 'sheet', edge: line(p(100, 0), p(100, 10)) },
      });
      expect(checkDesignRules(graph)).toEqual([]);
    });

    it('should find a postal-lock slit wider than the head that passes it', () => {
      const tab = { panel: 'sheet', head: line(p(0, 0), p(18, 0)), neck: line(p(0, 0), p(12, 0)) };
      const wide = withLock({
        kind: 'pass_through',
        name: 'postal lock',
        panel: 'sheet',
        slit: line(p(40, 30), p(59, 30)),
        tab,
      });
      expect(rules(wide)).toEqual(['lock_fit']);
      const fits = withLock({
        kind: 'pass_through',
        name: 'postal lock',
        panel: 'sheet',
        slit: line(p(40, 30), p(56, 30)),
        tab,
      });
      expect(rules(fits)).toEqual([]);
      const tight = withLock({
        kind: 'pass_through',
        name: 'postal lock',
        panel: 'sheet',
        slit: line(p(40, 30), p(52.5, 30)),
        tab,
      });
      expect(checkDesignRules(tight)[0]?.message).toContain('neck');
    });
  });

  it('should pass a catalog carton at its sample size, and check the locks it declares', () => {
    const template = findTemplate('becf-11002');
    if (!template) throw new Error('missing template');
    const [part] = template.build(sampleValues(template));
    const graph = part?.graph as PanelGraph;
    expect(graph.locks?.map((lock) => lock.kind).sort()).toEqual([
      'catch',
      'catch',
      'catch',
      'catch',
      'pass_through',
    ]);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
