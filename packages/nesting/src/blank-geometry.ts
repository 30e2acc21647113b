import {
  arcSweep,
  blankArea,
  boundsOf,
  flattenLoop,
  outerContour,
  type PanelGraph,
  type Point,
  type Segment,
  segmentStart,
} from '@diecut/geometry';
import { convexHull, convexPieces, mergeConvexPieces } from './convex';
import {
  growPieces,
  type NoFitPolygon,
  noFitPolygon,
  type QuarterTurns,
  shiftNoFitPolygon,
  swapNoFitPolygon,
  turnContour,
  turnNoFitPolygon,
} from './no-fit-polygon';

/** Chord angle for arcs when nesting: coarse enough to keep no-fit polygons small. */
const NESTING_CHORD_DEG = 5;

/**
 * A panel outline as a polygon that holds the panel, with few points: an arc that bulges out of the
 * panel is replaced by the polygon around it (tangent points, at most 0.1 % of its radius outside,
 * 0.008 mm on an 8 mm corner), an arc cut into it (a notch) by chords on it. Copies nested with
 * these never overlap the drawn blank, and arcs cost a few points instead of one every 2 degrees.
 */
export function nestingOutline(outline: Segment[]): Point[] {
  const points: Point[] = [];
  for (const segment of outline) {
    if (segment.type === 'line') {
      points.push(segment.start);
      continue;
    }
    const sweep = arcSweep(segment) * (segment.clockwise ? -1 : 1);
    const steps = Math.max(1, Math.ceil(Math.abs(sweep) / NESTING_CHORD_DEG));
    const step = sweep / steps;
    const at = (angleDeg: number, radius: number): Point => ({
      x: segment.center.x + radius * Math.cos((angleDeg * Math.PI) / 180),
      y: segment.center.y + radius * Math.sin((angleDeg * Math.PI) / 180),
    });
    points.push(segmentStart(segment));
    if (segment.clockwise) {
      // a notch: chords between points on the arc lie on the panel's side
      for (let i = 1; i < steps; i++) points.push(at(segment.startAngle + step * i, segment.radius));
    } else {
      // a rounded corner: the corners of the polygon around the arc
      const outward = segment.radius / Math.cos(((step / 2) * Math.PI) / 180);
      for (let i = 0; i < steps; i++) points.push(at(segment.startAngle + step * (i + 0.5), outward));
    }
  }
  return points;
}

/** Above this many convex pieces a panel is nested as its convex hull. */
export const MAX_PIECES_PER_PANEL = 8;

/** A blank turned a number of quarter turns, moved so its bounding box starts at (0, 0). */
export interface OrientedBlank {
  quarterTurns: QuarterTurns;
  /** The outer contour with its bounding box's lower-left corner at the origin, mm. */
  contour: Point[];
  width: number;
  height: number;
  /** Lower-left corner of the turned contour's bounding box before it was moved, mm. */
  corner: Point;
  /** Convex pieces whose union is the blank (its panels, split where not convex), placed like `contour`. */
  pieces: Point[][];
}

/**
 * What nesting needs of one blank that does not depend on the sheet: its turned contours, its area
 * and, per gap between copies, its no-fit polygons. Cached per panel graph.
 */
export class BlankGeometry {
  readonly area: number;
  readonly oriented: readonly OrientedBlank[];
  private readonly gaps = new Map<string, GapGeometry>();
  /** Pitches and motifs computed by the templates, keyed by what they depend on. */
  readonly memo = new Map<string, unknown>();

  constructor(graph: PanelGraph) {
    this.area = blankArea(graph);
    const contour = outerContour(graph);
    // the blank is the union of its panels: convex pieces of each panel make Minkowski sums cheap. A
    // panel that splits into many pieces (the arc of a thumb notch) is taken whole as its convex hull:
    // copies keep out of its notch, which no layout could use anyway
    const pieces = mergeConvexPieces(
      graph.panels.flatMap((panel) => {
        const outline = nestingOutline(panel.outline);
        const split = convexPieces(outline);
        return split && split.length <= MAX_PIECES_PER_PANEL ? split : [convexHull(outline)];
      }),
    );
    this.oriented = ([0, 1, 2, 3] as const).map((quarterTurns) => {
      const turned = turnContour(contour, quarterTurns);
      const bounds = boundsOf(turned);
      const move = (p: Point) => ({ x: p.x - bounds.minX, y: p.y - bounds.minY });
      return {
        pieces: pieces.map((piece) => turnContour(piece, quarterTurns).map(move)),
        quarterTurns,
        contour: turned.map(move),
        width: bounds.maxX - bounds.minX,
        height: bounds.maxY - bounds.minY,
        corner: { x: bounds.minX, y: bounds.minY },
      };
    });
  }

  /** The geometry for copies that keep `gapX` x `gapY` mm between them. */
  gap(gapX: number, gapY: number): GapGeometry {
    const key = `${gapX}:${gapY}`;
    let geometry = this.gaps.get(key);
    if (!geometry) {
      geometry = new GapGeometry(this, gapX, gapY);
      this.gaps.set(key, geometry);
    }
    return geometry;
  }

  orientation(quarterTurns: number): OrientedBlank {
    return this.oriented[((quarterTurns % 4) + 4) % 4] as OrientedBlank;
  }
}

export class GapGeometry {
  private readonly grown = new Map<number, Point[][]>();
  private readonly nfps = new Map<string, NoFitPolygon>();
  readonly memo = new Map<string, unknown>();

  constructor(
    readonly blank: BlankGeometry,
    readonly gapX: number,
    readonly gapY: number,
  ) {}

  /** The convex pieces of an orientation (corner-placed) grown by half the gap each way. */
  grownPieces(quarterTurns: number): Point[][] {
    let pieces = this.grown.get(quarterTurns);
    if (!pieces) {
      pieces = growPieces(this.blank.orientation(quarterTurns).pieces, this.gapX, this.gapY);
      this.grown.set(quarterTurns, pieces);
    }
    return pieces;
  }

  /**
   * No-fit polygon of a copy turned `moving` placed by its bounding box's corner, about a copy turned
   * `fixed` with its corner at the origin: the corner offsets at which the two overlap (or come
   * closer than the gap). A half turn of both copies, a swap of the two and (with a gap the same both
   * ways) a copy against itself turned a quarter reuse one Minkowski sum.
   */
  nfp(fixed: number, moving: number): NoFitPolygon {
    const l = ((fixed % 4) + 4) % 4;
    const k = ((moving % 4) + 4) % 4;
    const key = `${l}:${k}`;
    const cached = this.nfps.get(key);
    if (cached) return cached;
    let result: NoFitPolygon;
    const swapped = this.nfps.get(`${k}:${l}`);
    if (swapped) {
      // the fixed copy seen from the moving one: offsets negate
      result = swapNoFitPolygon(swapped);
    } else if (l >= 2) {
      // a corner-placed contour turned a half turn more is the contour negated and moved by its box
      // (w, h): C(q+2) = -C(q) + (w, h), the grown one alike, so NFP(l, k) = -NFP(l-2, k-2) + (wl - wk, hl - hk)
      const fixedBox = this.blank.orientation(l);
      const movingBox = this.blank.orientation(k);
      result = swapNoFitPolygon(this.nfp(l - 2, (k + 2) % 4), {
        x: fixedBox.width - movingBox.width,
        y: fixedBox.height - movingBox.height,
      });
    } else if (l === 1 && k === 1 && this.gapX === this.gapY) {
      // a copy against itself a quarter turn on: C(1) = R(C(0)) + (h0, 0) with R the quarter turn, the
      // grown contour too while the gap is square, and the shifts cancel: NFP(1, 1) = R(NFP(0, 0)).
      // NFP(1, 3) is still summed: head-to-tail pairs settle ties between equal boxes by the order of
      // its vertices, which a turned union would list from another start
      result = turnNoFitPolygon(this.nfp(0, 0));
    } else {
      result = noFitPolygon(this.grownPieces(l), this.grownPieces(k));
    }
    this.nfps.set(key, result);
    return result;
  }

  /** The no-fit polygon moved by `shift` (for motifs whose copies sit at offsets). */
  shifted(fixed: number, moving: number, shift: Point): NoFitPolygon {
    return shiftNoFitPolygon(this.nfp(fixed, moving), shift);
  }
}

const cache = new WeakMap<PanelGraph, BlankGeometry>();

/**
 * Blanks seen lately by their shape: the API rebuilds a dieline's graph for every request, so a cache
 * keyed only by the graph object would start cold each time. The most recent `SHAPE_CACHE_SIZE` shapes.
 */
const byShape = new Map<string, BlankGeometry>();
export const SHAPE_CACHE_SIZE = 64;

/** A panel graph's panels as a string, to a micrometre: two builds of one dieline give one key. */
function shapeKey(graph: PanelGraph): string {
  return graph.panels
    .map((panel) =>
      flattenLoop(panel.outline, 2)
        .map((p) => `${Math.round(p.x * 1000)},${Math.round(p.y * 1000)}`)
        .join(' '),
    )
    .join('|');
}

/** The sheet-independent geometry of a blank, computed once per panel graph (and per shape). */
export function blankGeometry(graph: PanelGraph): BlankGeometry {
  let geometry = cache.get(graph);
  if (geometry) return geometry;
  const key = shapeKey(graph);
  geometry = byShape.get(key);
  if (geometry) {
    // most recently used last
    byShape.delete(key);
  } else {
    geometry = new BlankGeometry(graph);
  }
  byShape.set(key, geometry);
  if (byShape.size > SHAPE_CACHE_SIZE) byShape.delete(byShape.keys().next().value as string);
  cache.set(graph, geometry);
  return geometry;
}
