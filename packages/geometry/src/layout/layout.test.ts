import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { blankArea, lineLengths } from '../panel-graph/derive-dieline';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { regionArea } from '../panel-graph/polygon-ops';
import { rectangle } from '../primitives/outline';
import { arc, type Point, segmentEnd, segmentStart } from '../primitives/segment';
import {
  IDENTITY_PLACEMENT,
  type Layout,
  layoutBlankArea,
  layoutBounds,
  layoutDimensions,
  layoutLineLengths,
  layoutUnion,
  type Placement,
  partsLayout,
  placePoint,
  placeSegment,
  singleCopyLayout,
} from './layout';

const placement = (quarterTurns: Placement['quarterTurns'], mirror = false, x = 0, y = 0): Placement => ({
  quarterTurns,
  mirror,
  offset: { x, y },
});

function rectangleGraph(width: number, height: number): PanelGraph {
  const builder = new PanelGraphBuilder();
  builder.panel('blank', 'wall', rectangle(0, 0, width, height));
  builder.dimension('width', { x: 0, y: height / 2 }, { x: width, y: height / 2 }, width, 2);
  return builder.build('blank', 0.5);
}

const near = (a: Point, b: Point) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('placePoint', () => {
  it('should mirror across the y axis, then turn counter-clockwise, then move', () => {
    near(placePoint(placement(1), { x: 2, y: 1 }), { x: -1, y: 2 });
    near(placePoint(placement(2), { x: 2, y: 1 }), { x: -2, y: -1 });
    near(placePoint(placement(3, false, 10, 20), { x: 2, y: 1 }), { x: 11, y: 18 });
    near(placePoint(placement(0, true), { x: 2, y: 1 }), { x: -2, y: 1 });
    near(placePoint(placement(1, true), { x: 2, y: 1 }), { x: -1, y: -2 });
  });
});

describe('placeSegment', () => {
  it('should keep an arc on the placed positions of its own end points, mirrored or not', () => {
    const original = arc({ x: 5, y: 5 }, 3, 10, 100);
    for (const p of [placement(1), placement(2, true, 7, -3), placement(3, true), placement(0, true, 1, 1)]) {
      const placed = placeSegment(p, original);
      near(segmentStart(placed), placePoint(p, segmentStart(original)));
      near(segmentEnd(placed), placePoint(p, segmentEnd(original)));
    }
  });
});

describe('layoutLineLengths', () => {
  it('should cut the common line of two abutting copies once', () => {
    const graph = rectangleGraph(100, 50);
    const layout: Layout = {
      copies: [
        { graph, placement: IDENTITY_PLACEMENT },
        { graph, placement: placement(0, false, 100, 0) },
      ],
    };
    // (two perimeters + the union's perimeter) / 2 = (300 + 300 + 500) / 2: the shared 50 mm once
    expect(layoutLineLengths(layout).cut).toBeCloseTo(550, 6);
    expect(regionArea(layoutUnion(layout)[0] as never)).toBeCloseTo(10000, 3);
  });

  it('should keep the knives of copies that do not touch', () => {
    const graph = rectangleGraph(100, 50);
    const layout: Layout = {
      copies: [
        { graph, placement: IDENTITY_PLACEMENT },
        { graph, placement: placement(1, true, 200, 100) },
      ],
    };
    expect(layoutLineLengths(layout).cut).toBeCloseTo(600, 6);
    expect(layoutBounds(layout)).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 100 });
  });

  it('should give a carton turned and mirrored the same line lengths and area as drawn', () => {
    const template = findTemplate('becf-11001');
    if (!template) throw new Error('no template');
    const graph = template.build(sampleValues(template))[0]?.graph as PanelGraph;
    const turned: Layout = { copies: [{ graph, placement: placement(3, true, 500, 40) }] };
    const drawn = lineLengths(graph);
    const placed = layoutLineLengths(turned);
    expect(placed.cut).toBeCloseTo(drawn.cut as number, 6);
    expect(placed.crease).toBeCloseTo(drawn.crease as number, 6);
    expect(layoutBlankArea(turned)).toBeCloseTo(blankArea(graph), 6);
    const union = layoutUnion(turned);
    expect(union).toHaveLength(1);
    expect(regionArea(union[0] as never)).toBeCloseTo(blankArea(graph), 3);
  });
});

describe('layoutBounds', () => {
  it("should bound copies of graphs that change from copy to copy, each by its own graph's bounds placed", () => {
    const wide = rectangleGraph(100, 50);
    const tall = rectangleGraph(60, 150);
    const layout: Layout = {
      copies: [
        { graph: wide, placement: IDENTITY_PLACEMENT },
        { graph: tall, placement: placement(0, false, 200, 0) },
        // turned a quarter: x from -50 to 0, y from 0 to 100, then moved
        { graph: wide, placement: placement(1, false, 400, 10) },
      ],
    };
    expect(layoutBounds(layout)).toEqual({ minX: 0, minY: 0, maxX: 400, maxY: 150 });
    expect(layoutBounds({ copies: [] })).toEqual({
      minX: Number.POSITIVE_INFINITY,
      minY: Number.POSITIVE_INFINITY,
      maxX: Number.NEGATIVE_INFINITY,
      maxY: Number.NEGATIVE_INFINITY,
    });
  });
});

describe('partsLayout', () => {
  it('should lay the parts of a template side by side, bottoms aligned, 10 mm apart', () => {
    const base = rectangleGraph(100, 50);
    const lid = rectangleGraph(60, 80);
    const layout = partsLayout([
      { name: 'base', graph: base },
      { name: 'lid', graph: lid },
    ]);
    expect(layout.copies.map((copy) => copy.name)).toEqual(['base', 'lid']);
    expect(layout.copies[1]?.placement.offset).toEqual({ x: 110, y: 0 });
    expect(layoutBounds(layout)).toEqual({ minX: 0, minY: 0, maxX: 170, maxY: 80 });
    expect(layoutLineLengths(layout).cut).toBeCloseTo(300 + 280, 6);
  });

  it('should leave a single part where it was drawn', () => {
    const graph = rectangleGraph(100, 50);
    expect(partsLayout([{ name: 'blank', graph }]).copies[0]?.placement).toEqual(IDENTITY_PLACEMENT);
  });
});

describe('layoutDimensions', () => {
  it('should place the first copy dimensions and keep their label on the same side under a mirror', () => {
    const graph = rectangleGraph(100, 50);
    expect(layoutDimensions(singleCopyLayout(graph))).toEqual(graph.dimensions);
    const [mirrored] = layoutDimensions({ copies: [{ graph, placement: placement(0, true) }] });
    near(mirrored?.start as Point, { x: 0, y: 25 });
    near(mirrored?.end as Point, { x: -100, y: 25 });
    expect(mirrored?.offset).toBe(-2);
  });
});
