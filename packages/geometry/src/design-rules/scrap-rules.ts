// The scrap rules: pieces the knives cut loose, and slugs too narrow to strip.
import { blankOpenings, hingeCreases } from '../panel-graph/derive-dieline';
import type { Hinge, PanelGraph } from '../panel-graph/panel-graph';
import {
  cutAlongPaths,
  holdsDisc,
  holdsWidth,
  inscribedWidth,
  type Region,
  regionArea,
} from '../panel-graph/polygon-ops';
import {
  flattenLoop,
  flattenSegment,
  hypot,
  loopPoints,
  loopPointsXY,
  type Point,
  polygonArea,
  type Segment,
  segmentEnd,
  segmentLength,
  segmentStart,
} from '../primitives/segment';
import { type DesignRuleFinding, type DesignRuleLimits, round2, TOUCH, WIDTH_TOLERANCE } from './limits';

/**
 * Pieces the knives enclose: the blank less a hairline along every knife falls apart into the blank
 * and its slugs. A slug inside an intended hole must be wide enough to strip; any other is loose scrap,
 * as is an opening between panels that board surrounds.
 */
export function checkScrap(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const holes = graph.cuts
    .filter((cut) => cut.kind === 'hole')
    .map((cut) => ({ panel: cut.panel, ring: flattenLoop(cut.segments, 3) }));
  const narrow = (region: Region, panel: string | undefined, what: string) => {
    // measure only what fails: a disc round its centroid or one shrink answers for a wide enough
    // slug, and a shape seen before (every euro slot) is answered from memory
    if (holdsDisc([region.outer], region.holes, limits.scrapWidth - WIDTH_TOLERANCE)) return;
    const key = `${limits.scrapWidth}:${shapeKey(region.outer)}`;
    let wide = wideEnough.get(key);
    if (wide === undefined) {
      wide = holdsWidth(region, limits.scrapWidth - WIDTH_TOLERANCE);
      if (wideEnough.size > 1000) wideEnough.clear();
      wideEnough.set(key, wide);
    }
    if (wide) return;
    const width = inscribedWidth(region);
    if (width < limits.scrapWidth - WIDTH_TOLERANCE) {
      findings.push({
        rule: 'narrow_scrap',
        message: `${what} is ${round2(width)} mm wide (at least ${round2(limits.scrapWidth)} mm to strip)`,
        ...(panel ? { panel } : {}),
        at: centreOf(region),
        measured: width,
        limit: limits.scrapWidth,
      });
    }
  };
  for (const opening of blankOpenings(graph)) {
    const area = Math.abs(polygonArea(opening));
    findings.push({
      rule: 'loose_scrap',
      message: `an opening of ${round2(area)} mm² between panels is enclosed by board: its scrap would fall loose`,
      at: centreOf({ outer: opening, holes: [] }),
      measured: area,
      limit: 0,
    });
  }
  for (const hole of holes) narrow({ outer: hole.ring, holes: [] }, hole.panel, 'the slug of a punched hole');
  findings.push(...panelsCutLoose(graph), ...slitsCuttingPiecesOut(graph));
  return findings;
}

const wideEnough = new Map<string, boolean>();

/** A ring's shape wherever it sits: its points relative to the first, to a micrometre. */
function shapeKey(ring: Point[]): string {
  const origin = ring[0] ?? { x: 0, y: 0 };
  return ring
    .map((p) => `${Math.round((p.x - origin.x) * 1000)},${Math.round((p.y - origin.y) * 1000)}`)
    .join(' ');
}

/**
 * How much of a hinge is creased, as its creases' lengths summed; a plain hinge (most) is measured
 * from its ends, with no crease segment made for it.
 */
function creasedLength(hinge: Hinge): number {
  if (!hinge.curve && !hinge.creased) return hypot(hinge.end.x - hinge.start.x, hinge.end.y - hinge.start.y);
  return hingeCreases(hinge).reduce((sum, crease) => sum + segmentLength(crease), 0);
}

/** Panels the root reaches only across knives (no creased stretch joins them): they fall out. */
function panelsCutLoose(graph: PanelGraph): DesignRuleFinding[] {
  const joined = new Set([graph.root]);
  const queue = [graph.root];
  const holding = graph.hinges.filter((hinge) => creasedLength(hinge) > 0.01);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    // indexed: a for-of makes a result object per step wherever this runs unoptimized
    for (let h = 0; h < holding.length; h++) {
      const hinge = holding[h] as Hinge;
      const other = hinge.parent === id ? hinge.child : hinge.child === id ? hinge.parent : undefined;
      if (other && !joined.has(other)) {
        joined.add(other);
        queue.push(other);
      }
    }
  }
  return graph.panels
    .filter((panel) => !joined.has(panel.id))
    .map((panel) => {
      const ring = flattenLoop(panel.outline, 5);
      const area = Math.abs(polygonArea(ring));
      return {
        rule: 'loose_scrap' as const,
        message: `panel ${panel.id} (${round2(area)} mm²) is joined to the blank by knives only: it would fall out`,
        panel: panel.id,
        at: centreOf({ outer: ring, holes: [] }),
        measured: area,
        limit: 0,
      };
    });
}

/**
 * Slits cut a piece out of their panel only when a chain of them closes on itself or runs from one
 * edge to another; only then is the panel cut up (a clipper pass on one small polygon) to find it.
 */
function slitsCuttingPiecesOut(graph: PanelGraph): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const byPanel = new Map<string, Segment[]>();
  for (const cut of graph.cuts) {
    if (cut.kind !== 'slit') continue;
    const slits = byPanel.get(cut.panel);
    if (slits) slits.push(...cut.segments);
    else byPanel.set(cut.panel, [...cut.segments]);
  }
  for (const [panelId, slits] of byPanel) {
    const panel = graph.panels.find((candidate) => candidate.id === panelId);
    if (!panel) continue;
    if (!slitsMayEnclose(slits, panel.outline)) continue;
    const ring = flattenLoop(panel.outline, 5);
    const paths = slits.map((slit) => [...flattenSegment(slit, 5), segmentEnd(slit)]);
    const pieces = cutAlongPaths([{ outer: ring, holes: [] }], paths, 0.02).filter(
      (piece) => regionArea(piece) > 1e-3,
    );
    const main = pieces.reduce<Region | undefined>(
      (best, piece) => (!best || regionArea(piece) > regionArea(best) ? piece : best),
      undefined,
    );
    for (const piece of pieces) {
      if (piece === main) continue;
      const area = regionArea(piece);
      findings.push({
        rule: 'loose_scrap',
        message: `a piece of ${round2(area)} mm² is enclosed by knives and is not an intended hole`,
        panel: panelId,
        at: centreOf(piece),
        measured: area,
        limit: 0,
      });
    }
  }
  return findings;
}

/**
 * The slits' ends as numbers (slit i's start at 4i, its end at 4i + 2), the chain each slit is in,
 * and the ends a chain counts as its own points: kept from call to call. Every pair of slits and
 * every end against every edge is asked, and a point or a distance passed to or handed back from a
 * call V8 did not inline was boxed.
 */
let slitEnds = new Float64Array(64);
let chainOf = new Int32Array(16);
let chainPoints = new Int32Array(32);

/** The chain slit `i` is in: the root of its links in `chainOf`. */
function chainRoot(i: number): number {
  while (chainOf[i] !== i) i = chainOf[i] as number;
  return i;
}

/** Whether the ends at `a` and `b` of `slitEnds` are within `TOUCH`; the cheap coordinate test first. */
function endsTouch(a: number, b: number): boolean {
  const dx = (slitEnds[a] as number) - (slitEnds[b] as number);
  const dy = (slitEnds[a + 1] as number) - (slitEnds[b + 1] as number);
  if (dx >= TOUCH || dx <= -TOUCH || dy >= TOUCH || dy <= -TOUCH) return false;
  return hypot(dx, dy) < TOUCH;
}

/** Whether the end at `at` of `slitEnds` lies within 0.01 mm of the flattened outline's edges (`count` points). */
function onEdge(at: number, count: number): boolean {
  const xy = loopPointsXY();
  const x = slitEnds[at] as number;
  const y = slitEnds[at + 1] as number;
  for (let i = 0; i < count; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    // distanceToSegmentXY's arithmetic
    const ax = xy[2 * i] as number;
    const ay = xy[2 * i + 1] as number;
    const dx = (xy[2 * j] as number) - ax;
    const dy = (xy[2 * j + 1] as number) - ay;
    const len2 = dx * dx + dy * dy;
    const s = len2 < 1e-18 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    const ex = x - ax - s * dx;
    const ey = y - ay - s * dy;
    if (Math.sqrt(ex * ex + ey * ey) < 0.01) return true;
  }
  return false;
}

/**
 * Whether some chain of slits closes on itself (no more distinct ends than slits) or touches its
 * panel's edge (the outline flattened in 5 degree chords) at two points or more.
 */
function slitsMayEnclose(slits: Segment[], outline: Segment[]): boolean {
  const n = slits.length;
  if (4 * n > slitEnds.length) slitEnds = new Float64Array(8 * n);
  if (n > chainOf.length) chainOf = new Int32Array(2 * n);
  if (2 * n > chainPoints.length) chainPoints = new Int32Array(4 * n);
  for (let i = 0; i < n; i++) {
    const slit = slits[i] as Segment;
    const start = segmentStart(slit);
    const end = segmentEnd(slit);
    slitEnds[4 * i] = start.x;
    slitEnds[4 * i + 1] = start.y;
    slitEnds[4 * i + 2] = end.x;
    slitEnds[4 * i + 3] = end.y;
    chainOf[i] = i;
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // every pair of slits is asked: four end pairs
      const a = 4 * i;
      const b = 4 * j;
      if (endsTouch(a, b) || endsTouch(a, b + 2) || endsTouch(a + 2, b) || endsTouch(a + 2, b + 2))
        chainOf[chainRoot(i)] = chainRoot(j);
    }
  }
  const count = loopPoints(outline, 5);
  for (let i = 0; i < n; i++) {
    const root = chainRoot(i);
    // each chain once, from its first slit, its slits in order
    let seen = false;
    for (let k = 0; k < i && !seen; k++) seen = chainRoot(k) === root;
    if (seen) continue;
    let segments = 0;
    let points = 0;
    let edgeTouches = 0;
    for (let k = i; k < n; k++) {
      if (chainRoot(k) !== root) continue;
      segments += 1;
      for (let end = 4 * k; end <= 4 * k + 2; end += 2) {
        let known = false;
        for (let p = 0; p < points && !known; p++) {
          const q = chainPoints[p] as number;
          known =
            hypot(
              (slitEnds[q] as number) - (slitEnds[end] as number),
              (slitEnds[q + 1] as number) - (slitEnds[end + 1] as number),
            ) < TOUCH;
        }
        if (!known) chainPoints[points++] = end;
        if (onEdge(end, count)) edgeTouches += 1;
      }
      // a closed slit (a circle) is a loop of its own
      if (
        (slits[k] as Segment).type === 'arc' &&
        hypot(
          (slitEnds[4 * k] as number) - (slitEnds[4 * k + 2] as number),
          (slitEnds[4 * k + 1] as number) - (slitEnds[4 * k + 3] as number),
        ) < TOUCH
      )
        segments += 1;
    }
    if (segments >= points || edgeTouches >= 2) return true;
  }
  return false;
}

function centreOf(region: Region): Point {
  // a point well inside: the middle of the widest horizontal chord through the centre of the bounds
  const ys = region.outer.map((p) => p.y);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const xs: number[] = [];
  const ring = region.outer;
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    if (a.y > y !== b.y > y) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
  });
  xs.sort((p, q) => p - q);
  let best = { x: ring[0]?.x ?? 0, y };
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const width = (xs[i + 1] as number) - (xs[i] as number);
    if (width > widest) {
      widest = width;
      best = { x: ((xs[i] as number) + (xs[i + 1] as number)) / 2, y };
    }
  }
  return best;
}
