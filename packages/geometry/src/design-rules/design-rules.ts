import type { Board } from '../board/board';
import { blankRegions, cutSegments, hingeCreases } from '../panel-graph/derive-dieline';
import {
  applyTransform,
  invertTransform,
  poseFoldModel,
  type RigidTransform,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import {
  cutAlongPaths,
  holdsWidth,
  inscribedWidth,
  intersectPolygons,
  type Region,
  regionArea,
} from '../panel-graph/polygon-ops';
import {
  distance,
  distanceToSegment,
  distanceToSegmentAt,
  flattenLoop,
  flattenSegment,
  type Point,
  polygonArea,
  type Segment,
  segmentEnd,
  segmentLength,
  segmentStart,
} from '../primitives/segment';

/** The manufacturing rules a dieline is checked against. */
export const DESIGN_RULES = {
  knife_gap: 'Two knives that do not meet run closer than the strip a die can hold and strip.',
  short_jog: 'A knife segment between two corners is too short to bend in steel rule: merge it.',
  loose_scrap: 'A piece enclosed by knives that is not an intended hole (it would fall into the press).',
  narrow_scrap: 'A piece of scrap (an intended hole) narrower than the stripping tool can push out.',
  glue_land: 'A glue area narrower than a glue bead where it lands.',
  lock_fit: 'A lock whose slit does not fit what it must catch or hold.',
} as const;

export type DesignRuleId = keyof typeof DESIGN_RULES;

export interface DesignRuleFinding {
  rule: DesignRuleId;
  message: string;
  /** The panel the finding is on, when one panel holds it. */
  panel?: string;
  /** Where on the flat blank, mm. */
  at: Point;
  /** What was measured, mm, and the limit it broke (a minimum). */
  measured: number;
  limit: number;
}

/** The limits, mm; `designRuleLimits(t)` gives the defaults for a board of caliper `t`. */
export interface DesignRuleLimits {
  /** Smallest distance between two knives that do not meet: steel rule is about 0.7 mm thick, and the strip between must strip. */
  knifeGap: number;
  /** Shortest run two knives must share before they count as a pair (shorter is a corner, not a pair). */
  knifeGapRun: number;
  /** Shortest knife segment between two corners. */
  jog: number;
  /** Narrowest scrap piece the stripping pins can push out. */
  scrapWidth: number;
  /** Narrowest glue land: a glue bead is about 3 mm and needs room either side. */
  glueLand: number;
  /** How much longer a catch slit must be than the shoulder it catches, and how much narrower a pass-through slit than the head. */
  lockMargin: number;
}

/**
 * Defaults: 3 mm knife gap and scrap, 2 mm jog (a bend in steel rule, whatever the board), 6 mm glue
 * land, 1 mm lock margin; the knife gap and scrap width grow to 2t on thick solid board. Corrugated
 * board crushes under the ejection rubber and its slots strip sideways, so there they grow only to a
 * caliper plus 1 mm: the 6 mm single-wall and 8 mm double-wall slots every case maker cuts.
 */
export function designRuleLimits(board: number | Board): DesignRuleLimits {
  const caliper = typeof board === 'number' ? board : board.caliper;
  const corrugated = typeof board !== 'number' && board.kind === 'corrugated';
  const apart = corrugated ? Math.max(3, caliper + 1) : Math.max(3, 2 * caliper);
  return {
    knifeGap: apart,
    knifeGapRun: 1,
    jog: 2,
    scrapWidth: apart,
    glueLand: 6,
    lockMargin: 1,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const TOUCH = 1e-3;
/** A measure this close to its limit passes: designs sit exactly on their limits. */
const TOLERANCE = 1e-6;
/** Widths come from shrinking polygons with 0.01 mm arc steps: they are good to about 0.01 mm. */
const WIDTH_TOLERANCE = 0.01;

interface Piece {
  a: Point;
  b: Point;
  owner: number;
  /** Bounds and length, worked out once: the knife-gap check compares every nearby pair. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  length: number;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function segmentsIntersect(p: Piece, q: Piece): boolean {
  const d1 = cross(q.a, q.b, p.a);
  const d2 = cross(q.a, q.b, p.b);
  const d3 = cross(p.a, p.b, q.a);
  const d4 = cross(p.a, p.b, q.b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * Whether the bounds of two pieces lie further apart than `distance` (plus a margin for rounding), so
 * that no point of one comes within `distance` of the other: a cheap test before measuring.
 */
function apart(p: Piece, q: Piece, distance: number): boolean {
  const d = distance + 1e-6;
  return q.minX - p.maxX > d || p.minX - q.maxX > d || q.minY - p.maxY > d || p.minY - q.maxY > d;
}

/** Whether any piece of one knife touches a piece of the other (plain loops: this runs for every near pair). */
function knivesTouch(first: Piece[], second: Piece[]): boolean {
  for (const p of first) {
    for (const q of second) if (!apart(p, q, TOUCH) && pieceDistance(p, q) < TOUCH) return true;
  }
  return false;
}

function pieceDistance(p: Piece, q: Piece): number {
  if (segmentsIntersect(p, q)) return 0;
  return Math.min(
    distanceToSegment(p.a, q.a, q.b),
    distanceToSegment(p.b, q.a, q.b),
    distanceToSegment(q.a, p.a, p.b),
    distanceToSegment(q.b, p.a, p.b),
  );
}

/** A knife cut into straight pieces (arcs in chords of at most 5 degrees), tagged with the knife it belongs to. */
function knifePieces(knives: Segment[]): Piece[] {
  const pieces: Piece[] = [];
  knives.forEach((knife, owner) => {
    // a fresh array of the knife's points (a line's start; an arc's chord ends but the last)
    const points = flattenSegment(knife, 5);
    points.push(segmentEnd(knife));
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1] as Point;
      const b = points[i] as Point;
      pieces.push({
        a,
        b,
        owner,
        minX: Math.min(a.x, b.x),
        minY: Math.min(a.y, b.y),
        maxX: Math.max(a.x, b.x),
        maxY: Math.max(a.y, b.y),
        length: distance(a, b),
      });
    }
  });
  return pieces;
}

/**
 * Knife pairs: two knives that do not meet, near parallel, closer than the limit over a shared run.
 * The run is measured along the first knife where the second lies within the limit of it.
 */
function checkKnifeGaps(pieces: Piece[], limits: DesignRuleLimits): DesignRuleFinding[] {
  const byOwner = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const list = byOwner.get(piece.owner);
    if (list) list.push(piece);
    else byOwner.set(piece.owner, [piece]);
  }
  const findings: DesignRuleFinding[] = [];
  const owners = [...byOwner.keys()];
  // each knife's bounds: minX, minY, maxX, maxY of the i-th owner at 4i
  const boxes = new Float64Array(owners.length * 4);
  owners.forEach((owner, i) => {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const piece of byOwner.get(owner) as Piece[]) {
      minX = Math.min(minX, piece.minX);
      minY = Math.min(minY, piece.minY);
      maxX = Math.max(maxX, piece.maxX);
      maxY = Math.max(maxY, piece.maxY);
    }
    boxes[i * 4] = minX;
    boxes[i * 4 + 1] = minY;
    boxes[i * 4 + 2] = maxX;
    boxes[i * 4 + 3] = maxY;
  });
  const minCos = Math.cos(Math.PI / 6);
  const gap = limits.knifeGap;
  for (let i = 0; i < owners.length; i++) {
    for (let j = i + 1; j < owners.length; j++) {
      if (
        (boxes[j * 4] as number) > (boxes[i * 4 + 2] as number) + gap ||
        (boxes[i * 4] as number) > (boxes[j * 4 + 2] as number) + gap ||
        (boxes[j * 4 + 1] as number) > (boxes[i * 4 + 3] as number) + gap ||
        (boxes[i * 4 + 1] as number) > (boxes[j * 4 + 3] as number) + gap
      )
        continue;
      const first = byOwner.get(owners[i] as number) as Piece[];
      const second = byOwner.get(owners[j] as number) as Piece[];
      // knives that touch (a corner, a T, a crossing) meet: the die joins them; pieces whose bounds
      // lie clearly further apart than that cannot touch, and are not measured
      if (knivesTouch(first, second)) continue;
      let run = 0;
      let closest = Number.POSITIVE_INFINITY;
      let at: Point = first[0]?.a as Point;
      for (const p of first) {
        const length = p.length;
        if (length < 1e-9) continue;
        const ux = (p.b.x - p.a.x) / length;
        const uy = (p.b.y - p.a.y) / length;
        for (const q of second) {
          // every point of q at least the gap from every point of p: it adds no run (as below)
          if (apart(p, q, gap)) continue;
          const qLength = q.length;
          if (qLength < 1e-9) continue;
          const cos = Math.abs((ux * (q.b.x - q.a.x) + uy * (q.b.y - q.a.y)) / qLength);
          if (cos < minCos) continue;
          // the stretch of p alongside q: q's ends projected on p, clipped to p
          const s0 = (q.a.x - p.a.x) * ux + (q.a.y - p.a.y) * uy;
          const s1 = (q.b.x - p.a.x) * ux + (q.b.y - p.a.y) * uy;
          const from = Math.max(0, Math.min(s0, s1));
          const to = Math.min(length, Math.max(s0, s1));
          if (to - from < 1e-6) continue;
          // distances from p to q's line at both ends of the stretch; linear in between
          const d0 = distanceToSegmentAt(p.a.x + ux * from, p.a.y + uy * from, q.a, q.b);
          const d1 = distanceToSegmentAt(p.a.x + ux * to, p.a.y + uy * to, q.a, q.b);
          if (Math.min(d0, d1) >= gap - TOLERANCE) continue;
          const within =
            Math.max(d0, d1) < gap ? to - from : ((to - from) * (gap - Math.min(d0, d1))) / Math.abs(d1 - d0);
          run += within;
          if (Math.min(d0, d1) < closest) {
            closest = Math.min(d0, d1);
            const nearest = d0 <= d1 ? from : to;
            at = { x: p.a.x + ux * nearest, y: p.a.y + uy * nearest };
          }
        }
      }
      if (run >= limits.knifeGapRun && closest < gap - TOLERANCE) {
        findings.push({
          rule: 'knife_gap',
          message: `two knives run ${round2(closest)} mm apart for ${round2(run)} mm without meeting (at least ${round2(gap)} mm apart, or share one knife)`,
          at,
          measured: closest,
          limit: gap,
        });
      }
    }
  }
  return findings;
}

/** Short knife segments with a corner at both ends: knives meet there at an angle. */
function checkJogs(knives: Segment[], pieces: Piece[], limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const direction = (a: Point, b: Point) => {
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
  };
  /** Another knife touches `end` at an angle (not a tangent continuation, not straight through). */
  const isCorner = (index: number, end: Point, along: Point): boolean =>
    pieces.some((piece) => {
      if (piece.owner === index) return false;
      if (distanceToSegment(end, piece.a, piece.b) > TOUCH) return false;
      const d = direction(piece.a, piece.b);
      return Math.abs(d.x * along.y - d.y * along.x) > Math.sin((10 * Math.PI) / 180);
    });
  knives.forEach((knife, index) => {
    if (knife.type !== 'line') return;
    const length = segmentLength(knife);
    if (length >= limits.jog - TOLERANCE || length < 1e-9) return;
    const along = direction(knife.start, knife.end);
    if (isCorner(index, knife.start, along) && isCorner(index, knife.end, along)) {
      findings.push({
        rule: 'short_jog',
        message: `a ${round2(length)} mm knife between two corners (at least ${round2(limits.jog)} mm): merge it into its neighbours`,
        at: { x: (knife.start.x + knife.end.x) / 2, y: (knife.start.y + knife.end.y) / 2 },
        measured: length,
        limit: limits.jog,
      });
    }
  });
  return findings;
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

/**
 * Pieces the knives enclose: the blank less a hairline along every knife falls apart into the blank
 * and its slugs. A slug inside an intended hole must be wide enough to strip; any other is loose scrap,
 * as is an opening between panels that board surrounds.
 */
function checkScrap(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const blank = blankRegions(graph);
  const holes = graph.cuts
    .filter((cut) => cut.kind === 'hole')
    .map((cut) => ({ panel: cut.panel, ring: flattenLoop(cut.segments, 3) }));
  const narrow = (region: Region, panel: string | undefined, what: string) => {
    // measure only what fails: one shrink answers for a wide enough slug, and a shape seen before
    // (every euro slot) is answered from memory
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
  for (const region of blank) {
    for (const opening of region.holes) {
      const area = Math.abs(polygonArea(opening));
      findings.push({
        rule: 'loose_scrap',
        message: `an opening of ${round2(area)} mm² between panels is enclosed by board: its scrap would fall loose`,
        at: centreOf({ outer: opening, holes: [] }),
        measured: area,
        limit: 0,
      });
    }
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

/** Panels the root reaches only across knives (no creased stretch joins them): they fall out. */
function panelsCutLoose(graph: PanelGraph): DesignRuleFinding[] {
  const joined = new Set([graph.root]);
  const queue = [graph.root];
  const holding = graph.hinges.filter(
    (hinge) => hingeCreases(hinge).reduce((sum, crease) => sum + segmentLength(crease), 0) > 0.01,
  );
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const hinge of holding) {
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
    byPanel.set(cut.panel, [...(byPanel.get(cut.panel) ?? []), ...cut.segments]);
  }
  for (const [panelId, slits] of byPanel) {
    const panel = graph.panels.find((candidate) => candidate.id === panelId);
    if (!panel) continue;
    const ring = flattenLoop(panel.outline, 5);
    if (!slitsMayEnclose(slits, ring)) continue;
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

/** Whether some chain of slits closes on itself or touches its panel's edge at two points or more. */
function slitsMayEnclose(slits: Segment[], ring: Point[]): boolean {
  const ends = slits.map((slit) => [segmentStart(slit), segmentEnd(slit)] as const);
  const parent = slits.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  for (let i = 0; i < slits.length; i++) {
    for (let j = i + 1; j < slits.length; j++) {
      const touch = (ends[i] as readonly Point[]).some((a) =>
        (ends[j] as readonly Point[]).some((b) => Math.hypot(a.x - b.x, a.y - b.y) < TOUCH),
      );
      if (touch) parent[find(i)] = find(j);
    }
  }
  const onEdge = (p: Point) =>
    ring.some((a, i) => distanceToSegment(p, a, ring[(i + 1) % ring.length] as Point) < 0.01);
  const chains = new Map<number, { segments: number; points: Point[]; edgeTouches: number }>();
  slits.forEach((slit, i) => {
    const chain = chains.get(find(i)) ?? { segments: 0, points: [], edgeTouches: 0 };
    chain.segments += 1;
    for (const end of ends[i] as readonly Point[]) {
      if (!chain.points.some((p) => Math.hypot(p.x - end.x, p.y - end.y) < TOUCH)) chain.points.push(end);
      if (onEdge(end)) chain.edgeTouches += 1;
    }
    // a closed slit (a circle) is a loop of its own
    if (
      slit.type === 'arc' &&
      Math.hypot(segmentStart(slit).x - segmentEnd(slit).x, segmentStart(slit).y - segmentEnd(slit).y) < TOUCH
    )
      chain.segments += 1;
    chains.set(find(i), chain);
  });
  return [...chains.values()].some(
    (chain) => chain.segments >= chain.points.length || chain.edgeTouches >= 2,
  );
}

/** The panel whose outline passes nearest to `p` (knives lie on panel edges). */
function nearestPanel(graph: PanelGraph, p: Point): string | undefined {
  let best: string | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const panel of graph.panels) {
    const ring = flattenLoop(panel.outline, 5);
    ring.forEach((a, i) => {
      const d = distanceToSegment(p, a, ring[(i + 1) % ring.length] as Point);
      if (d < distance - 1e-9) {
        distance = d;
        best = panel.id;
      }
    });
  }
  return best;
}

/**
 * Glue lands: each glue area, where its flap is glued to a panel, clipped to the panel it lands on in
 * the folded box; elsewhere the area itself.
 */
function checkGlueLands(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  let pose: Map<string, RigidTransform> | undefined;
  for (const area of graph.glueAreas) {
    const joint = graph.box?.glued.find((glued) => glued.flap === area.panel || glued.panel === area.panel);
    let lands: Region[] = [{ outer: area.polygon, holes: [] }];
    if (joint) {
      // the partner's outline brought into the glued panel's flat frame: glue lands only where they overlap
      pose ??= poseFoldModel(graph);
      const partnerId = joint.flap === area.panel ? joint.panel : joint.flap;
      const partner = graph.panels.find((panel) => panel.id === partnerId);
      if (partner) {
        const from = pose.get(partnerId) as RigidTransform;
        const back = invertTransform(pose.get(area.panel) as RigidTransform);
        const partnerHere = flattenLoop(partner.outline, 3).map((p) => {
          const [x, y] = applyTransform(back, applyTransform(from, [p.x, p.y, 0]));
          return { x, y };
        });
        lands = intersectPolygons(area.polygon, partnerHere);
      }
    }
    if (lands.some((land) => holdsWidth(land, limits.glueLand - WIDTH_TOLERANCE))) continue;
    const width = lands.reduce((best, land) => Math.max(best, inscribedWidth(land)), 0);
    if (width < limits.glueLand - WIDTH_TOLERANCE) {
      const ring = area.polygon;
      findings.push({
        rule: 'glue_land',
        message: `the glue area on ${area.panel} is ${round2(width)} mm wide where it lands (at least ${round2(limits.glueLand)} mm)`,
        panel: area.panel,
        at: {
          x: ring.reduce((sum, p) => sum + p.x, 0) / ring.length,
          y: ring.reduce((sum, p) => sum + p.y, 0) / ring.length,
        },
        measured: width,
        limit: limits.glueLand,
      });
    }
  }
  return findings;
}

function midpoint(segment: Segment): Point {
  if (segment.type === 'arc') {
    const points = flattenSegment(segment, 5);
    return points[Math.floor(points.length / 2)] as Point;
  }
  return { x: (segment.start.x + segment.end.x) / 2, y: (segment.start.y + segment.end.y) / 2 };
}

function checkLocks(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  for (const lock of graph.locks ?? []) {
    const slit = segmentLength(lock.slit);
    if (lock.kind === 'catch') {
      const shoulder = segmentLength(lock.shoulder.edge);
      if (slit - shoulder < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm longer than the shoulder it catches (${round2(shoulder)} mm)`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: slit - shoulder,
          limit: limits.lockMargin,
        });
      }
    } else {
      const head = segmentLength(lock.tab.head);
      const neck = segmentLength(lock.tab.neck);
      if (head - slit < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm narrower than the tab head (${round2(head)} mm) that passes through`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: head - slit,
          limit: limits.lockMargin,
        });
      }
      if (slit - neck < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm wider than the tab neck (${round2(neck)} mm) that sits in it`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: slit - neck,
          limit: limits.lockMargin,
        });
      }
    }
  }
  return findings;
}

/**
 * Checks a panel graph against the manufacturing rules a die maker applies: knife pairs, jogs, loose
 * or narrow scrap, glue lands and lock fits. An empty list means the dieline can be made as drawn.
 */
export function checkDesignRules(
  graph: PanelGraph,
  limits: Partial<DesignRuleLimits> = {},
): DesignRuleFinding[] {
  const rules = { ...designRuleLimits(graph.board), ...limits };
  const knives = cutSegments(graph);
  // both knife rules walk the knives as straight pieces: cut them up once
  const pieces = knifePieces(knives);
  return [
    ...checkKnifeGaps(pieces, rules),
    ...checkJogs(knives, pieces, rules),
    ...checkScrap(graph, rules),
    ...checkGlueLands(graph, rules),
    ...checkLocks(graph, rules),
  ].map((finding) => {
    const panel = finding.panel ?? nearestPanel(graph, finding.at);
    return {
      ...finding,
      ...(panel ? { panel } : {}),
      at: { x: round2(finding.at.x), y: round2(finding.at.y) },
      measured: round2(finding.measured),
      limit: round2(finding.limit),
    };
  });
}
