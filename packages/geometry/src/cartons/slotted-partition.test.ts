import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTES } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankRegions } from '../panel-graph/derive-dieline';
import { flattenLoop, segmentEnd, segmentStart } from '../primitives/segment';
import {
  buildSlottedPartition,
  CORRUGATED_LEAD_IN,
  corrugatedSlotWidth,
  LEAD_IN_DEPTH,
  type SlottedPartitionSpec,
  slotCentres,
  slotDepth,
  stripHeight,
} from './slotted-partition';

const spec: SlottedPartitionSpec = {
  length: 200,
  width: 130,
  height: 80,
  material: 0.5,
  cellsAlong: 3,
  cellsAcross: 2,
};

describe('buildSlottedPartition', () => {
  it('should place the crossing strips by c = (L - (n - 1)t)/n and x_i = i c + (i - 1/2)t', () => {
    // three cells of (200 - 1)/3 = 66.333 mm
    const centres = slotCentres(200, 3, 0.5);
    expect(centres[0]).toBeCloseTo(66.3333 + 0.25, 3);
    expect(centres[1]).toBeCloseTo(2 * 66.3333 + 0.75, 3);
    // the cells between the strips' faces are equal: wall to first face, face to face, last face to wall
    const faces = [0, ...centres.flatMap((x) => [x - 0.25, x + 0.25]), 200];
    const cells = [0, 2, 4].map((k) => (faces[k + 1] as number) - (faces[k] as number));
    for (const cell of cells) expect(cell).toBeCloseTo(cells[0] as number, 9);
  });

  it('should slot the long strips from the top and the short ones from the bottom, Hp/2 + 0.5 deep', () => {
    const { long, short } = buildSlottedPartition(spec);
    const hp = stripHeight(spec);
    expect(hp).toBe(78);
    expect(slotDepth(spec)).toBe(39.5);
    const slits = (graph: typeof long) =>
      graph.cuts.filter((cut) => cut.kind === 'slit').map((cut) => cut.segments[0]);
    const longSlits = slits(long);
    expect(longSlits).toHaveLength(2);
    for (const slit of longSlits) {
      const [a, b] = [segmentStart(slit ?? expect.fail('slit')), segmentEnd(slit ?? expect.fail('slit'))];
      expect(a.y).toBeCloseTo(hp - LEAD_IN_DEPTH, 9);
      expect(b.y).toBeCloseTo(hp - 39.5, 9);
    }
    // on the strip, which starts half a millimetre from the wall
    expect(segmentStart(longSlits[0] ?? expect.fail('slit')).x).toBeCloseTo(
      (slotCentres(200, 3, 0.5)[0] as number) - 0.5,
      9,
    );
    const shortSlits = slits(short);
    expect(shortSlits).toHaveLength(1);
    expect(segmentEnd(shortSlits[0] ?? expect.fail('slit')).y).toBeCloseTo(39.5, 9);
    // the two slots overlap a millimetre, so the strips sit flush top and bottom
    expect(2 * slotDepth(spec) - hp).toBeCloseTo(1, 9);
    expect(checkDesignRules(long)).toEqual([]);
    expect(checkDesignRules(short)).toEqual([]);
  });

  it('should keep the design rules for every grid up to 12 x 12 cells', () => {
    for (const cellsAlong of [2, 5, 12]) {
      for (const cellsAcross of [2, 7, 12]) {
        const grid = { ...spec, length: 12 * 16, width: 12 * 16, cellsAlong, cellsAcross, material: 1 };
        const { long, short } = buildSlottedPartition(grid);
        expect(checkDesignRules(long), `${cellsAlong} x ${cellsAcross}`).toEqual([]);
        expect(checkDesignRules(short), `${cellsAlong} x ${cellsAcross}`).toEqual([]);
      }
    }
  });
});

describe('buildSlottedPartition on corrugated board', () => {
  const corrugated = (flute: (typeof FLUTES)[number]): SlottedPartitionSpec => {
    const board = corrugatedBoard(flute, 'y');
    return { ...spec, length: 300, width: 200, height: 150, material: board.caliper, board };
  };

  it('should cut open slots a caliper and 1.5 mm wide, half the strip deep, in strips 2 mm short', () => {
    const grid = corrugated('B');
    const { long, short } = buildSlottedPartition(grid);
    const hp = stripHeight(grid);
    expect(corrugatedSlotWidth(grid.board ?? expect.fail('board'))).toBe(4.5);
    const ring = (graph: typeof long) => blankRegions(graph)[0]?.outer ?? expect.fail('blank');
    const xs = (graph: typeof long) => ring(graph).map((p) => p.x);
    expect(Math.max(...xs(long)) - Math.min(...xs(long))).toBeCloseTo(298, 9);
    expect(Math.max(...xs(short)) - Math.min(...xs(short))).toBeCloseTo(198, 9);
    // the long strip's slots reach down from the top to Hp/2 - 0.5, the short ones up to Hp/2 + 0.5
    const lowest = Math.min(
      ...flattenLoop(long.panels[0]?.outline ?? [])
        .filter((p) => p.y > 1)
        .map((p) => p.y),
    );
    expect(lowest).toBeCloseTo(hp - slotDepth(grid), 2);
    const highest = Math.max(
      ...flattenLoop(short.panels[0]?.outline ?? [])
        .filter((p) => p.y < hp - 1)
        .map((p) => p.y),
    );
    expect(highest).toBeCloseTo(slotDepth(grid), 2);
    // slot walls at the crossing strips' centres, less the strip's 1 mm offset from the wall
    const [first] = slotCentres(300, 3, 3);
    const walls = ring(long)
      .filter((p) => Math.abs(p.y - (hp - CORRUGATED_LEAD_IN)) < 1e-9)
      .map((p) => p.x);
    expect(walls.slice(-2).sort((a, b) => a - b)).toEqual([
      expect.closeTo((first as number) - 1 - 2.25, 9),
      expect.closeTo((first as number) - 1 + 2.25, 9),
    ]);
    expect(long.board).toMatchObject({ kind: 'corrugated', flutes: 'y' });
  });

  it('should keep the design rules in every flute, up to 12 x 12 cells of 25 mm', () => {
    for (const flute of FLUTES) {
      for (const cells of [2, 12]) {
        const grid = corrugated(flute);
        const t = grid.material;
        const span = cells * 25 + (cells - 1) * t;
        const { long, short } = buildSlottedPartition({
          ...grid,
          length: span,
          width: span,
          height: 40,
          cellsAlong: cells,
          cellsAcross: cells,
        });
        expect(checkDesignRules(long), `${flute} ${cells}`).toEqual([]);
        expect(checkDesignRules(short), `${flute} ${cells}`).toEqual([]);
      }
    }
  });
});
