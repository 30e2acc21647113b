import type { LineType } from '../line-types';
import {
  type Bounds,
  blankArea,
  blankBounds,
  blankRegions,
  cutSegments,
  dielineLines,
  type LinePath,
  lengthsByType,
  mergeCollinear,
} from '../panel-graph/derive-dieline';
import type { DimensionLine, PanelGraph } from '../panel-graph/panel-graph';
import { type Region, unionPolygons } from '../panel-graph/polygon-ops';
import { growBounds } from '../panel-graph/simple-union-bounds';
import { arc, line, type Point, type Segment } from '../primitives/segment';

/**
 * Where a copy of a panel graph lies on the sheet: mirrored across the y axis first when `mirror`,
 * then turned `quarterTurns` times 90 degrees counter-clockwise about the origin, then moved by
 * `offset` (mm). Quarter turns and mirrors keep every line and arc exact.
 */
export interface Placement {
  quarterTurns: 0 | 1 | 2 | 3;
  mirror: boolean;
  offset: Point;
}

export const IDENTITY_PLACEMENT: Placement = { quarterTurns: 0, mirror: false, offset: { x: 0, y: 0 } };

/** One placed copy of a blank (a dieline part or a nested copy). */
export interface LayoutCopy {
  graph: PanelGraph;
  placement: Placement;
  /** What the copy is, for labels and parts lists: a part name, or a copy number. */
  name?: string;
}

/** The sheet copies are laid on, mm: its size and the margins the press keeps free. */
export interface Sheet {
  width: number;
  height: number;
  margins: { top: number; bottom: number; side: number };
}

/**
 * Placed copies of panel graphs, with the sheet they are laid on when there is one. A single dieline
 * is a layout of one copy; a multi-part template lays its parts side by side; a nesting lays copies on
 * a sheet. Writers read a layout, so every file goes through one path.
 */
export interface Layout {
  copies: LayoutCopy[];
  sheet?: Sheet;
}

/** A layout of one graph where it was drawn. */
export const singleCopyLayout = (graph: PanelGraph): Layout => ({
  copies: [{ graph, placement: IDENTITY_PLACEMENT }],
});

/** Room between the parts of a multi-part dieline laid side by side, mm. */
export const PARTS_GAP_MM = 10;

/**
 * The parts of a template (pieces of board or paper) side by side along x, bottoms aligned, `gap` mm
 * apart, each as drawn: the dieline file of a multi-part template. One part is laid where it was drawn.
 */
export function partsLayout(parts: Array<{ name: string; graph: PanelGraph }>, gap = PARTS_GAP_MM): Layout {
  if (parts.length === 1) {
    const [only] = parts;
    return {
      copies: [
        {
          graph: (only as { graph: PanelGraph }).graph,
          placement: IDENTITY_PLACEMENT,
          name: only?.name ?? '',
        },
      ],
    };
  }
  let cursor = 0;
  const copies = parts.map(({ name, graph }) => {
    const bounds = blankBounds(graph);
    // `|| 0`: a part drawn from y = 0 gets 0, not -0
    const offset = { x: cursor - bounds.minX || 0, y: -bounds.minY || 0 };
    const copy: LayoutCopy = { graph, name, placement: { quarterTurns: 0, mirror: false, offset } };
    cursor += bounds.maxX - bounds.minX + gap;
    return copy;
  });
  return { copies };
}

export const isLayout = (value: PanelGraph | Layout): value is Layout => 'copies' in value;

/** A point of a copy's flat blank on the sheet. */
export function placePoint(placement: Placement, p: Point): Point {
  let x = placement.mirror ? -p.x : p.x;
  let y = p.y;
  for (let turn = 0; turn < placement.quarterTurns; turn++) [x, y] = [-y, x];
  return { x: x + placement.offset.x, y: y + placement.offset.y };
}

/** An angle (degrees) of a copy's flat blank on the sheet. */
function placeAngle(placement: Placement, angle: number): number {
  const mirrored = placement.mirror ? 180 - angle : angle;
  return mirrored + 90 * placement.quarterTurns;
}

/** A segment on the sheet; a mirror turns an arc's direction. */
export function placeSegment(placement: Placement, segment: Segment): Segment {
  if (segment.type === 'line')
    return line(placePoint(placement, segment.start), placePoint(placement, segment.end));
  return arc(
    placePoint(placement, segment.center),
    segment.radius,
    placeAngle(placement, segment.startAngle),
    placeAngle(placement, segment.endAngle),
    placement.mirror ? !segment.clockwise : Boolean(segment.clockwise),
  );
}

/** A closed ring on the sheet, counter-clockwise as given when not mirrored. */
function placeRing(placement: Placement, ring: Point[]): Point[] {
  const placed = ring.map((p) => placePoint(placement, p));
  return placement.mirror ? placed.reverse() : placed;
}

/** Every copy's blank on the sheet as regions (each copy's union, placed). */
export function layoutRegions(layout: Layout): Region[] {
  return layout.copies.flatMap(({ graph, placement }) =>
    blankRegions(graph).map((region) => ({
      outer: placeRing(placement, region.outer),
      holes: region.holes.map((hole) => placeRing(placement, hole)),
    })),
  );
}

/** The union of every copy's blank on the sheet: where copies touch, they are one piece. */
export function layoutUnion(layout: Layout): Region[] {
  const regions = layoutRegions(layout);
  return unionPolygons(regions.flatMap((region) => [region.outer, ...region.holes]));
}

/** Bounds of the copies' blanks on the sheet, mm (the sheet itself not included). */
export function layoutBounds(layout: Layout): Bounds {
  // quarter turns and mirrors take a box to a box: each copy's bounds are its graph's bounds placed,
  // asked again only where the graph changes (a nesting's copies share one), so a nesting of
  // thousands of copies places no ring; no map or list of corners is made
  const box = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  let graph: PanelGraph | undefined;
  let bounds: Bounds = box;
  for (let c = 0; c < layout.copies.length; c++) {
    const { graph: next, placement } = layout.copies[c] as Layout['copies'][number];
    if (next !== graph) {
      graph = next;
      bounds = blankBounds(next);
    }
    if (!Number.isFinite(bounds.minX)) continue;
    // a copy in place (a dieline is a layout of one) keeps its own figures (no -0 + 0)
    if (isIdentity(placement)) {
      growBounds(box, bounds.minX, bounds.minY);
      growBounds(box, bounds.maxX, bounds.maxY);
    } else {
      const low = placePoint(placement, { x: bounds.minX, y: bounds.minY });
      const high = placePoint(placement, { x: bounds.maxX, y: bounds.maxY });
      growBounds(box, low.x, low.y);
      growBounds(box, high.x, high.y);
    }
  }
  return box;
}

/**
 * Every line of the layout by type. Cuts of all copies are merged where they run on one another
 * (common-line cutting: two copies that abut share one knife), so `Cut` is the knife the die needs;
 * other line types are each copy's own.
 */
export function layoutLines(layout: Layout): LinePath[] {
  if (layout.copies.length === 1) {
    const [only] = layout.copies;
    if (only && isIdentity(only.placement)) return dielineLines(only.graph);
  }
  const byType = new Map<LineType, Segment[]>();
  // appended in place: copying the list for every copy made a 2,500-copy nesting's lines take 3 s
  const add = (lineType: LineType, segments: Segment[], placement: Placement) => {
    let list = byType.get(lineType);
    if (!list) {
      list = [];
      byType.set(lineType, list);
    }
    for (const segment of segments) list.push(placeSegment(placement, segment));
  };
  // a nesting's copies share one graph: its other lines are worked out once
  const otherLines = new Map<PanelGraph, LinePath[]>();
  for (const { graph, placement } of layout.copies) {
    add('cut', cutSegments(graph), placement);
    let others = otherLines.get(graph);
    if (!others) {
      others = dielineLines(graph).filter((path) => path.lineType !== 'cut');
      otherLines.set(graph, others);
    }
    for (const path of others) add(path.lineType, path.segments, placement);
  }
  const cuts = mergeCollinear(byType.get('cut') ?? []);
  return [
    { lineType: 'cut', segments: cuts },
    ...[...byType.entries()]
      .filter(([lineType]) => lineType !== 'cut')
      .map(([lineType, segments]) => ({ lineType, segments })),
  ];
}

/** Sum of line lengths per type over the layout (cuts after common-line merging), mm. */
export function layoutLineLengths(layout: Layout): Partial<Record<LineType, number>> {
  return lengthsByType(layoutLines(layout));
}

/** Glue areas of every copy on the sheet. */
export function layoutGlueAreas(layout: Layout): Point[][] {
  return layout.copies.flatMap(({ graph, placement }) =>
    graph.glueAreas.map((area) => placeRing(placement, area.polygon)),
  );
}

/** Window film patches of every copy on the sheet (the window patcher's layer). */
export function layoutFilmAreas(layout: Layout): Point[][] {
  return layout.copies.flatMap(({ graph, placement }) =>
    (graph.filmAreas ?? []).map((area) => placeRing(placement, area.polygon)),
  );
}

/** Dimension lines of the first copy on the sheet (labels go on one copy only). */
export function layoutDimensions(layout: Layout): DimensionLine[] {
  const first = layout.copies[0];
  if (!first) return [];
  return first.graph.dimensions.map((dimension) => {
    // a mirror flips which side of start->end is left: keep the label's offset on the same side
    const flip = first.placement.mirror ? -1 : 1;
    return {
      ...dimension,
      start: placePoint(first.placement, dimension.start),
      end: placePoint(first.placement, dimension.end),
      offset: dimension.offset * flip,
    };
  });
}

/** Blank area of every copy, mm² (contour minus openings and holes). */
export const layoutBlankArea = (layout: Layout): number =>
  layout.copies.reduce((sum, copy) => sum + blankArea(copy.graph), 0);

function isIdentity(placement: Placement): boolean {
  return (
    placement.quarterTurns === 0 && !placement.mirror && placement.offset.x === 0 && placement.offset.y === 0
  );
}
