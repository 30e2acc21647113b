import type { Board } from '../board/board';
import { isLayout, type Layout, layoutBounds } from '../layout/layout';
import { blankBounds } from '../panel-graph/derive-dieline';
import {
  applyTransform,
  IDENTITY,
  invertTransform,
  poseFoldModel,
  type RigidTransform,
  type Vec3,
} from '../panel-graph/fold-model';
import type { PanelGraph, PanelRole } from '../panel-graph/panel-graph';
import { intersectionArea } from '../panel-graph/polygon-ops';
import { dot, sub } from '../panel-graph/vec3';
import { flattenLoop, type Point, segmentEnd, segmentStart } from '../primitives/segment';
import { loopCreasesOf } from './close-loops';
import { clearFoldSchedule } from './fold-schedule';
import { erectGluedTubes } from './glued-linkage';
import { leanWallsAside } from './lean-walls-aside';
import type { SceneStand } from './mockup-pose';
import { flatPlacements, sceneStand } from './mockup-stand';

/**
 * Where the printed artwork sits on a flat blank (or on the pieces of a layout), mm: the bounding box
 * grown by the bleed on every side. The writers' artwork box and the viewer's texture coordinates both read it, so the
 * printed file and the 3D box place the artwork alike: texture u runs from `minX` to `minX + width`,
 * v from `minY` to `minY + height` (y up, as on the blank).
 */
export interface ArtworkFrame {
  minX: number;
  minY: number;
  width: number;
  height: number;
  bleed: number;
}

export function artworkFrame(source: PanelGraph | Layout, bleed = 0): ArtworkFrame {
  const bounds = isLayout(source) ? layoutBounds(source) : blankBounds(source);
  return {
    minX: bounds.minX - bleed,
    minY: bounds.minY - bleed,
    width: bounds.maxX - bounds.minX + 2 * bleed,
    height: bounds.maxY - bounds.minY + 2 * bleed,
    bleed,
  };
}

/** A panel as the viewer draws it: its flat outline (arcs in chords) and its ply offset. */
export interface MockupScenePanel {
  id: string;
  role: PanelRole;
  /** Counter-clockwise, mm, in the flat blank (the printed face looks toward +z). */
  outline: Array<[number, number]>;
  /**
   * How far (mm) the folded panel moves along its posed normal (the flat +z carried by the fold) so
   * that plies lying in one plane stack a board apart instead of flickering through each other.
   */
  plyOffset: number;
  /**
   * Openings cut through the panel (windows, hand holes, slots, punched holes), each a flat outline in
   * the panel's frame, mm. Absent when it has none.
   */
  holes?: Array<Array<[number, number]>>;
  /**
   * A slit-lock tuck's slits: the ends of its crease that are cut, not creased, each from the tuck's
   * side edge to the hook, flat, with the dust flap whose shoulder it takes. Absent when it has none.
   */
  slits?: Array<{ cut: [[number, number], [number, number]]; shoulder: string }>;
}

export interface MockupSceneHinge {
  parent: string;
  child: string;
  start: [number, number];
  end: [number, number];
  /** Degrees; positive folds the child toward -z, into the box. */
  foldAngle: number;
  /** Folding order for an animation: the hinges of stage k turn while progress runs over the k-th share. */
  stage: number;
  /**
   * A flap that rides its parent's stage instead ([stage time, degrees] pairs, `hingeAngle`): set where
   * turning it in its own stage would sweep it through a wall (`clearFoldSchedule`).
   */
  keys?: Array<[number, number]>;
}

export interface MockupScenePart {
  /** 1-based, as `part_substrates[<n>]` names it. */
  partNumber: number;
  name: string;
  board: { kind: Board['kind']; caliper: number };
  root: string;
  panels: MockupScenePanel[];
  hinges: MockupSceneHinge[];
  /** Where the part's root panel sits in the assembled box. */
  placement: RigidTransform;
  /**
   * Where the part's flat blank lies at progress 0, in the viewer's axes (y up): on the ground, printed
   * face up, beside the other parts. `poseMockupScene` moves it from here to the standing box.
   */
  flatPlacement: RigidTransform;
  artworkFrame: ArtworkFrame;
}

/**
 * Everything a viewer needs to fold a dieline in 3D, as plain JSON: each part's panels, hinges, ply
 * offsets, placement and artwork frame. A pose at progress p turns every hinge of stage k by
 * `foldAngle * clamp(p * stages - k, 0, 1)` about its edge, children after parents from the root:
 * a part is a `HingeTree` as it stands, and `poseHingeTree` poses it as `poseFoldModel` poses its graph.
 */
export interface MockupScene {
  format: 'diecut-mockup-scene';
  version: 1;
  unit: 'mm';
  /** Number of folding stages over all parts (at least 1). */
  stages: number;
  /**
   * How the assembled box stands, in the viewer's axes (y up, the ground at y = 0): its base panel
   * (by role, not the root) turned down, its front toward +z. Applied to every part after its
   * placement; `poseMockupScene` poses a scene with it.
   */
  stand: SceneStand;
  parts: MockupScenePart[];
}

/** Plies closer than this (mm) count as lying in one plane. */
const SAME_PLANE = 1e-3;
/** Overlaps smaller than this (mm²) are edges touching, not plies stacked. */
const STACKED_AREA = 1;

/**
 * A flat piece (a tag, an envelope, a folder): a board that folds into no box or shape. A rigid box's
 * paper wrap has no model either, but folds round its board.
 */
const isFlatPiece = (graph: PanelGraph): boolean =>
  !graph.box && !graph.shape && graph.board.kind !== 'paper';

/**
 * Ply offsets of a folded graph: panels that end up in one plane and overlap are stacked a caliper
 * apart. A wall stays put and what lies in its plane goes inside it (a glue flap, a tuck, a doubling
 * ply); between other panels the one that folds later lies outside. Offsets point away from the box's
 * centre for an outer ply and toward it for an inner one. On a flat piece every ply folded behind the
 * root stacks below it, the one that folds later further below.
 */
export function plyOffsets(graph: PanelGraph, flat = isFlatPiece(graph)): Map<string, number> {
  const pose = poseFoldModel(graph);
  const posed = graph.panels.map((panel, index) => {
    const transform = pose.get(panel.id) as RigidTransform;
    const flat = flattenLoop(panel.outline, 10);
    const origin = applyTransform(transform, [0, 0, 0]);
    const normal = sub(applyTransform(transform, [0, 0, 1]), origin);
    const points = flat.map((p) => applyTransform(transform, [p.x, p.y, 0]));
    // a crease closing a loop turns nothing: the panel folds in its tree hinge's stage
    const stage = Math.max(
      0,
      ...graph.hinges
        .filter((hinge) => hinge.child === panel.id && !hinge.closesLoop)
        .map((hinge) => hinge.stage),
    );
    return { panel, index, transform, flat, origin, normal, points, stage };
  });
  const all = posed.flatMap((p) => p.points);
  // a flat piece lies in the plane of its root, printed face out: its centre is taken a millimetre off
  // that face, so every ply folded behind the root lies outward of it on the far side, the later folds
  // further out
  const rootNormal = posed.find((p) => p.panel.id === graph.root)?.normal ?? [0, 0, 1];
  const centre: Vec3 = [0, 1, 2].map(
    (axis) =>
      all.reduce((sum, p) => sum + p[axis as 0], 0) / all.length + (flat ? (rootNormal[axis] as number) : 0),
  ) as Vec3;
  const outwardSign = (p: (typeof posed)[number]) => {
    const mid = p.points.reduce<Vec3>((acc, q) => [acc[0] + q[0], acc[1] + q[1], acc[2] + q[2]], [0, 0, 0]);
    const centroid: Vec3 = [mid[0] / p.points.length, mid[1] / p.points.length, mid[2] / p.points.length];
    return dot(p.normal, sub(centroid, centre)) >= 0 ? 1 : -1;
  };
  const signs = posed.map(outwardSign);
  // pairs stacked in one plane: (inner, outer)
  const stacked: Array<[number, number]> = [];
  for (let i = 0; i < posed.length; i++) {
    const a = posed[i] as (typeof posed)[number];
    for (let j = i + 1; j < posed.length; j++) {
      const b = posed[j] as (typeof posed)[number];
      if (Math.abs(Math.abs(dot(a.normal, b.normal)) - 1) > 1e-6) continue;
      if (Math.abs(dot(a.normal, sub(b.origin, a.origin))) > SAME_PLANE) continue;
      const back = invertTransform(a.transform);
      const shadow: Point[] = b.points.map((p) => {
        const local = applyTransform(back, p);
        return { x: local[0], y: local[1] };
      });
      if (intersectionArea([a.flat], [shadow]) < STACKED_AREA) continue;
      const aWall = !flat && (a.panel.role === 'wall' || a.panel.role === 'base');
      const bWall = !flat && (b.panel.role === 'wall' || b.panel.role === 'base');
      if (aWall && !bWall) stacked.push([j, i]);
      else if (bWall && !aWall) stacked.push([i, j]);
      else {
        const later: [number, number] = b.stage > a.stage || (b.stage === a.stage && j > i) ? [i, j] : [j, i];
        // plies turned over a rim (printed faces toward the box's centre) are laid from the inside: the
        // later one goes on the earlier, nearer the centre, as a case's turn-in goes over a lap's tuck
        stacked.push(!flat && signs[i] === -1 && signs[j] === -1 ? [later[1], later[0]] : later);
      }
    }
  }
  // levels relative to the plane: walls stay at 0, inner plies go below, outer ones above
  const level = new Map<number, number>();
  for (let pass = 0; pass < posed.length; pass++) {
    let moved = false;
    for (const [inner, outer] of stacked) {
      const innerWall = ['wall', 'base'].includes(posed[inner]?.panel.role ?? '');
      const li = level.get(inner) ?? 0;
      const lo = level.get(outer) ?? 0;
      if (lo >= li + 1) continue;
      if (flat || innerWall || (level.has(inner) && !level.has(outer))) level.set(outer, li + 1);
      else level.set(inner, lo - 1);
      moved = true;
    }
    if (!moved) break;
  }
  moveStacksOutToCornerPlies(graph, posed, stacked, level);
  const offsets = new Map<string, number>();
  for (const p of posed) {
    const steps = level.get(p.index) ?? 0;
    offsets.set(p.panel.id, steps === 0 ? 0 : steps * graph.material * (signs[p.index] as number));
  }
  return offsets;
}

const WALL_ROLES = new Set<string>(['wall', 'base']);

/**
 * Moves a wall's stack of plies outward where an inner ply is creased to another wall by a crease
 * closing a loop (a web corner's half, folded back on the half that hangs on this wall): on real board
 * that wall's edge ends on the ply, as the plies between fill the corner. Left two or more boards
 * inside, the ply's crease would stand that far into the other wall, and while the web stands folded
 * in the corner its edge would pass through it; so the stack goes out until the ply lies one board
 * inside the corner, and the outer wall covers the rest. Levels are changed in place.
 */
function moveStacksOutToCornerPlies(
  graph: PanelGraph,
  posed: ReadonlyArray<{ panel: PanelGraph['panels'][number]; index: number }>,
  stacked: ReadonlyArray<readonly [number, number]>,
  level: Map<number, number>,
): void {
  const indexOf = new Map(posed.map((p) => [p.panel.id, p.index]));
  // stacks: panels joined by lying on one another in one plane
  const stackOf = posed.map((p) => p.index);
  const find = (i: number): number => {
    let root = i;
    while (stackOf[root] !== root) root = stackOf[root] as number;
    return root;
  };
  for (const [a, b] of stacked) stackOf[find(a)] = find(b);
  const raise = new Map<number, number>();
  for (const hinge of graph.hinges) {
    if (!hinge.closesLoop) continue;
    for (const [ply, other] of [
      [hinge.child, hinge.parent],
      [hinge.parent, hinge.child],
    ] as const) {
      const i = indexOf.get(ply);
      const j = indexOf.get(other);
      if (i === undefined || j === undefined) continue;
      const depth = -(level.get(i) ?? 0);
      if (depth < 2 || WALL_ROLES.has(posed[i]?.panel.role ?? '')) continue;
      if (!WALL_ROLES.has(posed[j]?.panel.role ?? '') || find(i) === find(j)) continue;
      const stack = find(i);
      raise.set(stack, Math.max(raise.get(stack) ?? 0, depth - 1));
    }
  }
  if (raise.size === 0) return;
  for (const p of posed) {
    const by = raise.get(find(p.index));
    if (by) level.set(p.index, (level.get(p.index) ?? 0) + by);
  }
}

/** The graph the 3D mockup folds for a part: its mockup graph (made now when it is given as a function), else its own. */
export function mockupGraphOf(part: {
  graph: PanelGraph;
  mockupGraph?: PanelGraph | (() => PanelGraph);
}): PanelGraph {
  const mockup = typeof part.mockupGraph === 'function' ? part.mockupGraph() : part.mockupGraph;
  return mockup ?? part.graph;
}

/** The scene of a template's parts (a carton is one part), with the artwork frame grown by `bleed`. */
export function mockupScene(
  built: ReadonlyArray<{
    name: string;
    graph: PanelGraph;
    placement?: RigidTransform;
    mockupGraph?: PanelGraph | (() => PanelGraph);
  }>,
  options: { bleed?: number } = {},
): MockupScene {
  // a part the dieline's fold model cannot show (a pillow's bent faces) folds its mockup graph; the
  // artwork frame stays the dieline's
  const parts = built.map((part) => ({
    ...part,
    graph: mockupGraphOf(part),
    dieline: part.graph,
  }));
  const round = (value: number) => Math.round(value * 1000) / 1000 + 0;
  const pair = (p: Point): [number, number] => [round(p.x), round(p.y)];
  let stages = 1;
  const offsetsOf = parts.map(({ graph }) => plyOffsets(graph));
  const standParts = parts.map((part, index) => ({
    ...part,
    offsets: offsetsOf[index] as Map<string, number>,
  }));
  const flats = flatPlacements(standParts);
  const stand = sceneStand(standParts);
  const roundTransform = (t: RigidTransform): RigidTransform => ({
    rotation: t.rotation.map((v) => Math.round(v * 1e9) / 1e9 + 0) as RigidTransform['rotation'],
    translation: t.translation.map(round) as Vec3,
  });
  const scenes = parts.map(({ name, graph, placement, dieline }, index): MockupScenePart => {
    const offsets = offsetsOf[index] as Map<string, number>;
    for (const hinge of graph.hinges) stages = Math.max(stages, hinge.stage + 1);
    return {
      partNumber: index + 1,
      name,
      board: { kind: graph.board.kind, caliper: graph.board.caliper },
      root: graph.root,
      panels: graph.panels.map((panel) => ({
        id: panel.id,
        role: panel.role,
        outline: flattenLoop(panel.outline, 10).map(pair),
        plyOffset: round(offsets.get(panel.id) ?? 0),
        ...holesOf(graph, panel.id, pair),
        ...slitsOf(graph, panel.id, pair),
      })),
      // a crease closing a loop is no hinge of the fold tree (`hingeTreeOf` leaves it out too)
      hinges: graph.hinges
        .filter((hinge) => !hinge.closesLoop)
        .map((hinge) => ({
          parent: hinge.parent,
          child: hinge.child,
          start: pair(hinge.start),
          end: pair(hinge.end),
          foldAngle: hinge.foldAngle,
          stage: hinge.stage,
        })),
      placement: placement ?? IDENTITY,
      flatPlacement: roundTransform(flats[index] as RigidTransform),
      artworkFrame: artworkFrame(dieline, options.bleed ?? 0),
    };
  });
  // a carton glued across its tube's corners (a crash-lock bottom) erects as the tube squares, before the rest
  stages = erectGluedTubes(
    scenes,
    parts.map(({ graph }) => graph.box?.glued ?? []),
    stages,
  );
  // the stages are known once every part is read: then each part's flaps ride their lids, and a wall a
  // later fold passes leans out of its way
  for (const [partIndex, part] of scenes.entries()) {
    // a crease closing a loop (a web corner's half on its far wall) is no hinge: the schedule keeps it shut
    const graph = parts[partIndex]?.graph;
    const loops = graph ? loopCreasesOf(graph, pair) : [];
    const scheduled = leanWallsAside(part, clearFoldSchedule(part, stages, loops), stages, loops);
    part.hinges = part.hinges.map((hinge, index) => {
      // the schedule may move a hinge to another stage (a web corner's walls rise together)
      const stage = scheduled[index]?.stage ?? hinge.stage;
      const keys = scheduled[index]?.keys;
      return keys
        ? {
            ...hinge,
            stage,
            keys: keys.map(([time, angle]): [number, number] => [round(time), round(angle)]),
          }
        : { ...hinge, stage };
    });
  }
  stages = dropIdleStages(scenes, stages);
  return {
    format: 'diecut-mockup-scene',
    version: 1,
    unit: 'mm',
    stages,
    stand: { ...stand, transform: roundTransform(stand.transform) },
    parts: scenes,
  };
}

/**
 * Renumbers the stages without those in which nothing turns any more (a tuck's own stage, once it
 * rides its lid's), so the slider spends no stretch on a still box. Returns the number left.
 */
function dropIdleStages(parts: MockupScenePart[], stages: number): number {
  const busy = new Set<number>();
  for (const part of parts) {
    for (const hinge of part.hinges) {
      if (!hinge.keys) busy.add(hinge.stage);
      else
        for (let s = Math.floor(hinge.keys[0]?.[0] ?? 0); s < (hinge.keys.at(-1)?.[0] ?? 0); s++) busy.add(s);
    }
  }
  const kept = [...Array(stages).keys()].filter((s) => busy.has(s));
  if (kept.length === stages || kept.length === 0) return stages;
  // an idle stage takes the place of the next busy one, so a hinge there still comes after its parent
  const renumbered = (s: number) => {
    const index = kept.findIndex((k) => k >= s);
    return index < 0 ? kept.length : index;
  };
  const time = (t: number) => {
    const s = Math.floor(t);
    return renumbered(s) + (t - s);
  };
  for (const part of parts) {
    part.hinges = part.hinges.map((hinge) => ({
      ...hinge,
      stage: renumbered(hinge.stage),
      ...(hinge.keys ? { keys: hinge.keys.map(([t, angle]): [number, number] => [time(t), angle]) } : {}),
    }));
  }
  return kept.length;
}

/** A panel's openings as the scene gives them (`holes`), or nothing when it has none. */
function holesOf(
  graph: PanelGraph,
  panel: string,
  pair: (p: Point) => [number, number],
): { holes?: Array<Array<[number, number]>> } {
  const holes = graph.cuts
    .filter((cut) => cut.kind === 'hole' && cut.panel === panel)
    .map((cut) => flattenLoop(cut.segments, 10).map(pair))
    .filter((hole) => hole.length >= 3);
  return holes.length > 0 ? { holes } : {};
}

/**
 * A tuck's slit-lock slits as the scene gives them (`slits`), or nothing when it has none. A catch
 * lock's slit runs along the crease between the lid it is cut in and the tuck: the tuck is the panel
 * across that crease.
 */
function slitsOf(
  graph: PanelGraph,
  panel: string,
  pair: (p: Point) => [number, number],
): Pick<MockupScenePanel, 'slits'> {
  const slits: NonNullable<MockupScenePanel['slits']> = [];
  for (const lock of graph.locks ?? []) {
    if (lock.kind !== 'catch') continue;
    const a = segmentStart(lock.slit);
    const b = segmentEnd(lock.slit);
    const across = graph.hinges.some(
      (hinge) =>
        ((hinge.parent === lock.panel && hinge.child === panel) ||
          (hinge.child === lock.panel && hinge.parent === panel)) &&
        onLine(hinge.start, hinge.end, a) &&
        onLine(hinge.start, hinge.end, b),
    );
    if (across) slits.push({ cut: [pair(a), pair(b)], shoulder: lock.shoulder.panel });
  }
  return slits.length > 0 ? { slits } : {};
}

/** Whether `p` lies on the line through `a` and `b`, to a hundredth of a millimetre. */
const onLine = (a: Point, b: Point, p: Point): boolean =>
  Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) <= 0.01 * Math.hypot(b.x - a.x, b.y - a.y);
