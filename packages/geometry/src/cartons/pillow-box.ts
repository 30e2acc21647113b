import { foldingCartonBoard } from '../board/board';
import { crossingMargin } from '../mockup/fold-schedule';
import { type PosedPanel, panelsCross } from '../mockup/panel-crossing';
import {
  composeTransforms,
  poseFoldModel,
  type RigidTransform,
  rotationAbout,
  type Vec3,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { cross, dot, sub } from '../panel-graph/vec3';
import { type ArcSegment, arc, flattenLoop, line, type Point, type Segment } from '../primitives/segment';

export interface PillowBoxSpec {
  /** Face width: the chord of the end arcs, between the two long creases. */
  width: number;
  /** Face length between the end arcs' chords. */
  length: number;
  /** Sagitta of the curved end creases (closed thickness about twice it). */
  sagitta: number;
  material: number;
  glueFlap: number;
}

/** The cut arc's sagitta against the crease's: 2 to 2.5 s, so the flap is about s deep at its centre. */
export const PILLOW_CUT_FACTOR = 2.25;
/**
 * The cut arc stays under this share of the chord: at a half the arcs of two neighbouring flaps would
 * meet tangent at the long crease's end, a sliver no knife can make.
 */
export const PILLOW_CUT_LIMIT = 0.42;
/** Usable sagitta against the face width: below, the ends do not close; above, the board cracks. */
export const PILLOW_SAGITTA_RANGE: readonly [number, number] = [0.12, 0.25];
/** Glue flap chamfer at its ends. */
const GLUE_CHAMFER = Math.tan((30 * Math.PI) / 180);
/** Strips a face is bent in, for the 3D mockup only. */
const MOCKUP_STRIPS = 9;
/** How far a flap piece may be turned off its end's plane to lie over its neighbour, and in what steps. */
const SHINGLE_MAX_DEG = 10;
const SHINGLE_STEP_DEG = 0.25;
/** Moments of an end's turn at which its pieces are held clear of each other. */
const SHINGLE_SHARES = 32;

/** Radius of the circle through a chord `c` with sagitta `s`: R = c^2 / (8 s) + s / 2. */
export const arcRadius = (chord: number, sagitta: number): number =>
  (chord * chord) / (8 * sagitta) + sagitta / 2;

/** The cut arc's sagitta for a crease sagitta `s` on chord `w`. */
export const pillowCutSagitta = (width: number, sagitta: number): number =>
  Math.min(PILLOW_CUT_FACTOR * sagitta, PILLOW_CUT_LIMIT * width);

/** Depth of the end flap at its centre (between the crease and cut arcs). */
export const pillowFlapDepth = (width: number, sagitta: number): number =>
  pillowCutSagitta(width, sagitta) - sagitta;

/** Thumb notch radius in the front's top flap: 9 mm, less on a shallow flap; 0 when there is no room. */
export function pillowNotchRadius(width: number, sagitta: number, material: number): number {
  const room = pillowFlapDepth(width, sagitta) - Math.max(3, 2 * material);
  const r = Math.min(9, room, width / 6);
  return r >= 4 ? r : 0;
}

/**
 * An arc on the chord from `(x0, y)` to `(x0 + w, y)` with sagitta `s`, bulging up (`side` 1) or down
 * (-1): `from` the left end or the right one.
 */
function chordArc(
  x0: number,
  y: number,
  w: number,
  s: number,
  side: 1 | -1,
  from: 'left' | 'right',
): ArcSegment {
  const r = arcRadius(w, s);
  const centre = { x: x0 + w / 2, y: y + side * (s - r) };
  // half the swept angle, above 90 degrees when the arc is more than a half circle
  const half = (Math.atan2(w / 2, r - s) * 180) / Math.PI;
  const mid = side === 1 ? 90 : 270;
  // up: the right end is at mid - half; down: the left end is
  const left = side === 1 ? mid + half : mid - half;
  const right = side === 1 ? mid - half : mid + half;
  // counter-clockwise over the top runs right to left; over the bottom left to right
  return from === 'left' ? arc(centre, r, left, right, side === 1) : arc(centre, r, right, left, side === -1);
}

/** Height of an arc on chord [x0, x0 + w] with sagitta s above its chord at `x`. */
function arcHeight(x0: number, w: number, s: number, x: number): number {
  const r = arcRadius(w, s);
  const dx = x - (x0 + w / 2);
  return Math.sqrt(Math.max(0, r * r - dx * dx)) - (r - s);
}

interface PillowLayout {
  w: number;
  l: number;
  s: number;
  cut: number;
  glue: number;
  notch: number;
}

function layoutOf(spec: PillowBoxSpec): PillowLayout {
  return {
    w: spec.width,
    l: spec.length,
    s: spec.sagitta,
    cut: pillowCutSagitta(spec.width, spec.sagitta),
    glue: spec.glueFlap,
    notch: pillowNotchRadius(spec.width, spec.sagitta, spec.material),
  };
}

/** The glue flap's outline on the back's free edge at x = 2w. */
function glueFlapOutline({ w, l, glue }: PillowLayout): Segment[] {
  const x = 2 * w;
  const drop = glue * GLUE_CHAMFER;
  const p = [
    { x, y: 0 },
    { x: x + glue, y: drop },
    { x: x + glue, y: l - drop },
    { x, y: l },
  ];
  return p.map((a, i) => line(a, p[(i + 1) % p.length] as Point));
}

/**
 * The top flap's cut edge from `(x0 + w, y)` back to `(x0, y)`, counter-clockwise over the top, with
 * a thumb notch of radius `notch` dipping from its crown when `notch` > 0.
 */
function topCutEdge(x0: number, y: number, w: number, cut: number, notch: number): Segment[] {
  const whole = chordArc(x0, y, w, cut, 1, 'right');
  if (notch <= 0) return [whole];
  const r = whole.radius;
  // the notch circle, centred on the crown, meets the cut circle a little below the crown's level
  const a = r - (notch * notch) / (2 * r);
  const h = Math.sqrt(r * r - a * a);
  const crown = { x: x0 + w / 2, y: y + cut };
  const toDeg = 180 / Math.PI;
  const onCut = (dx: number) => Math.atan2(a, dx) * toDeg;
  const below = Math.atan2(a - r, h) * toDeg;
  return [
    arc(whole.center, r, whole.startAngle, onCut(h)),
    arc(crown, notch, below, 180 - below, true),
    arc(whole.center, r, onCut(-h), whole.endAngle),
  ];
}

/**
 * A pillow box: front and back faces W x L side by side with a glue flap on the back's free edge, each
 * face's ends closed by a lens flap: the crease an arc of chord W and sagitta s bulging outward, the
 * knife an arc on the same chord with sagitta about 2.25 s. Both arcs end on the long creases' ends, and
 * both faces carry identical arcs. The front's top flap has a thumb notch. The files draw the arcs
 * exactly; the fold model folds the pillow flat (faces 180 degrees, flaps about their chords).
 */
export function buildPillowBox(spec: PillowBoxSpec): PanelGraph {
  const layout = layoutOf(spec);
  const { w, l, s, cut, notch } = layout;
  const builder = new PanelGraphBuilder();
  for (const [face, x0] of [
    ['front', 0],
    ['back', w],
  ] as const) {
    const bottomCrease = chordArc(x0, 0, w, s, -1, 'left');
    const topCrease = chordArc(x0, l, w, s, 1, 'right');
    builder.panel(face, 'wall', [
      bottomCrease,
      line({ x: x0 + w, y: 0 }, { x: x0 + w, y: l }),
      topCrease,
      line({ x: x0, y: l }, { x: x0, y: 0 }),
    ]);
    builder.panel(`${face}_top`, 'closure', [
      chordArc(x0, l, w, s, 1, 'left'),
      ...topCutEdge(x0, l, w, cut, face === 'front' ? notch : 0),
    ]);
    builder.panel(`${face}_bottom`, 'closure', [
      chordArc(x0, 0, w, cut, -1, 'left'),
      chordArc(x0, 0, w, s, -1, 'right'),
    ]);
    // the front's flaps go in first, the back's over them
    const stage = face === 'front' ? 1 : 2;
    builder.hinge(
      face,
      `${face}_top`,
      { x: x0 + w, y: l },
      { x: x0, y: l },
      { curve: topCrease, foldAngle: 180, stage },
    );
    builder.hinge(
      face,
      `${face}_bottom`,
      { x: x0, y: 0 },
      { x: x0 + w, y: 0 },
      {
        curve: bottomCrease,
        foldAngle: 180,
        stage,
      },
    );
  }
  builder.hinge('front', 'back', { x: w, y: 0 }, { x: w, y: l }, { foldAngle: 180 });
  builder.panel('glue_flap', 'glue_flap', glueFlapOutline(layout));
  builder.hinge('back', 'glue_flap', { x: 2 * w, y: 0 }, { x: 2 * w, y: l }, { foldAngle: 180 });
  const margin = 1;
  const drop = layout.glue * GLUE_CHAMFER;
  builder.glue('glue_flap', [
    { x: 2 * w + margin, y: drop + margin },
    { x: 2 * w + layout.glue - margin, y: drop + margin },
    { x: 2 * w + layout.glue - margin, y: l - drop - margin },
    { x: 2 * w + margin, y: l - drop - margin },
  ]);
  builder.dimension('width', { x: 0, y: l / 2 }, { x: w, y: l / 2 }, w, 0);
  builder.dimension('length', { x: w + w / 2, y: 0 }, { x: w + w / 2, y: l }, l, 0);
  builder.dimension('sagitta', { x: w / 2, y: l }, { x: w / 2, y: l + s }, s, -w / 4);
  return builder.build('front', foldingCartonBoard(spec.material), {
    shape: {
      // the faces bow into a lens, no prism: only the glued seam is checked on the flat-folded model
      tube: [],
      glued: [{ flap: 'glue_flap', panel: 'front' }],
      closures: [
        { end: 'top', panels: ['front_top', 'back_top'] },
        { end: 'bottom', panels: ['front_bottom', 'back_bottom'] },
      ],
    },
  });
}

/** Half the angle a face of width `w` bows through to make a lens of thickness `thickness`. */
export function pillowBowAngle(w: number, thickness: number): number {
  // the face is an arc of length w and sagitta thickness / 2: (w / 2a)(1 - cos a) = thickness / 2
  const h = thickness / 2;
  let lo = 1e-6;
  let hi = Math.PI / 2;
  for (let i = 0; i < 60; i++) {
    const a = (lo + hi) / 2;
    if ((w / (2 * a)) * (1 - Math.cos(a)) < h) lo = a;
    else hi = a;
  }
  return (lo + hi) / 2;
}

const turnVec = (t: RigidTransform, v: Vec3): Vec3 => {
  const r = t.rotation;
  return [
    r[0] * v[0] + r[1] * v[1] + r[2] * v[2],
    r[3] * v[0] + r[4] * v[1] + r[5] * v[2],
    r[6] * v[0] + r[7] * v[1] + r[8] * v[2],
  ];
};
const place = (t: RigidTransform, p: Point): Vec3 => {
  const v = turnVec(t, [p.x, p.y, 0]);
  return [v[0] + t.translation[0], v[1] + t.translation[1], v[2] + t.translation[2]];
};

/**
 * The pillow as the 3D mockup folds it (not a dieline: its strips are no creases): each face bent
 * into a lens of thickness 2s in strips along its length, each end flap in pieces on those strips,
 * each piece turned about its chord of the crease into the plane through the face's end crease, so
 * the ends close pressed in. Same blank, same flat coordinates, so artwork lands where it is printed.
 */
export function pillowBoxMockupGraph(spec: PillowBoxSpec): PanelGraph {
  const layout = layoutOf(spec);
  const { w, l, s, cut } = layout;
  const n = MOCKUP_STRIPS;
  const bow = pillowBowAngle(w, 2 * s);
  const between = ((2 * bow) / n) * (180 / Math.PI);
  const side = 180 - between * (n - 1);
  const top = (x0: number, x: number) => l + arcHeight(x0, w, s, x);
  const bottom = (x0: number, x: number) => -arcHeight(x0, w, s, x);
  const stripId = (face: string, i: number) =>
    face === 'front' && i === (n - 1) / 2 ? 'front' : `${face}_${i}`;
  const faces = [
    ['front', 0],
    ['back', w],
  ] as const;
  const build = (flapAngles?: Map<string, number>) => {
    const builder = new PanelGraphBuilder();
    for (const [face, x0] of faces) {
      for (let i = 0; i < n; i++) {
        const a = x0 + (i * w) / n;
        const b = x0 + ((i + 1) * w) / n;
        const id = stripId(face, i);
        const strip = [
          { x: a, y: bottom(x0, a) },
          { x: b, y: bottom(x0, b) },
          { x: b, y: top(x0, b) },
          { x: a, y: top(x0, a) },
        ];
        builder.panel(
          id,
          'wall',
          strip.map((p, k) => line(p, strip[(k + 1) % 4] as Point)),
        );
        // the flap's piece above the strip: from the crease's chord to the cut arc, which is sampled
        for (const end of ['top', 'bottom'] as const) {
          const sign = end === 'top' ? 1 : -1;
          const base = end === 'top' ? l : 0;
          const crease = end === 'top' ? top : bottom;
          const steps = 4;
          const edge: Point[] = [];
          for (let k = 0; k <= steps; k++) {
            const x = b + ((a - b) * k) / steps;
            edge.push({ x, y: base + sign * arcHeight(x0, w, cut, x) });
          }
          const ring = [{ x: a, y: crease(x0, a) }, { x: b, y: crease(x0, b) }, ...edge];
          const piece = end === 'top' ? ring : [...ring].reverse();
          const flapId = `${id}_${end}`;
          builder.panel(
            flapId,
            'closure',
            piece.map((p, k) => line(p, piece[(k + 1) % piece.length] as Point)),
          );
          builder.hinge(
            id,
            flapId,
            { x: a, y: crease(x0, a) },
            { x: b, y: crease(x0, b) },
            {
              foldAngle: flapAngles?.get(flapId) ?? 0,
              stage: face === 'front' ? 1 : 2,
            },
          );
        }
      }
    }
    // strips outward from the front's middle, then across the side crease and along the back
    const mid = (n - 1) / 2;
    for (const [face, x0] of faces) {
      for (let i = 0; i < n - 1; i++) {
        const x = x0 + ((i + 1) * w) / n;
        const [parent, child] =
          face === 'front' && i < mid
            ? [stripId(face, i + 1), stripId(face, i)]
            : [stripId(face, i), stripId(face, i + 1)];
        builder.hinge(parent, child, { x, y: bottom(x0, x) }, { x, y: top(x0, x) }, { foldAngle: between });
      }
    }
    builder.hinge(
      stripId('front', n - 1),
      stripId('back', 0),
      { x: w, y: 0 },
      { x: w, y: l },
      { foldAngle: side },
    );
    // the glue flap bends with the front strips it lies on: pieces a strip wide, the first named as
    // the dieline's flap
    const drop = (x: number) => (x - 2 * w) * GLUE_CHAMFER;
    let parent = stripId('back', n - 1);
    for (let k = 0, a = 2 * w; a < 2 * w + layout.glue - 1e-9; k++) {
      const b = Math.min(2 * w + layout.glue, a + w / n);
      const id = k === 0 ? 'glue_flap' : `glue_flap_${k}`;
      const piece = [
        { x: a, y: drop(a) },
        { x: b, y: drop(b) },
        { x: b, y: l - drop(b) },
        { x: a, y: l - drop(a) },
      ];
      builder.panel(
        id,
        'glue_flap',
        piece.map((p, i) => line(p, piece[(i + 1) % 4] as Point)),
      );
      builder.hinge(parent, id, piece[0] as Point, piece[3] as Point, {
        foldAngle: k === 0 ? side : between,
      });
      parent = id;
      a = b;
    }
    return builder.build('front', foldingCartonBoard(spec.material));
  };
  // pose the bent faces, then turn each flap piece into the plane of its face's end crease
  const bent = build();
  const pose = poseFoldModel(bent);
  const angles = new Map<string, number>();
  const all = bent.panels
    .filter((p) => p.role === 'wall')
    .flatMap((p) => {
      const t = pose.get(p.id) as RigidTransform;
      return [place(t, { x: (p.outline[0] as { start: Point }).start.x, y: l / 2 })];
    });
  const centre: Vec3 = [0, 1, 2].map(
    (k) => all.reduce((sum, p) => sum + (p[k] as number), 0) / all.length,
  ) as Vec3;
  for (const [face, x0] of faces) {
    for (const end of ['top', 'bottom'] as const) {
      const base = end === 'top' ? l : 0;
      const crease = end === 'top' ? top : bottom;
      const first = pose.get(stripId(face, 0)) as RigidTransform;
      const last = pose.get(stripId(face, n - 1)) as RigidTransform;
      const middle = pose.get(stripId(face, (n - 1) / 2)) as RigidTransform;
      const c1 = place(first, { x: x0, y: base });
      const c2 = place(last, { x: x0 + w, y: base });
      const m = place(middle, { x: x0 + w / 2, y: crease(x0, x0 + w / 2) });
      const normal = cross(sub(c2, c1), sub(m, c1));
      for (let i = 0; i < n; i++) {
        const id = stripId(face, i);
        const t = pose.get(id) as RigidTransform;
        const hinge = bent.hinges.find((h) => h.child === `${id}_${end}`);
        if (!hinge) continue;
        const dx = hinge.end.x - hinge.start.x;
        const dy = hinge.end.y - hinge.start.y;
        const length = Math.hypot(dx, dy);
        const k: Vec3 = [dx / length, dy / length, 0];
        // into the flap, square to the chord
        const sign = end === 'top' ? 1 : -1;
        const d0: Vec3 = [(-k[1] * sign) as number, k[0] * sign, 0];
        const flapOnLeft = dx * d0[1] - dy * d0[0] > 0;
        const a = dot(turnVec(t, d0), normal);
        const b = dot(turnVec(t, cross(k, d0)), normal);
        const inward = sub(centre, place(t, hinge.start));
        let best = 0;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const theta of [Math.atan2(-a, b), Math.atan2(-a, b) + Math.PI]) {
          const d = turnVec(t, [
            Math.cos(theta) * d0[0] + Math.sin(theta) * (k[1] * d0[2] - k[2] * d0[1]),
            Math.cos(theta) * d0[1] + Math.sin(theta) * (k[2] * d0[0] - k[0] * d0[2]),
            Math.cos(theta) * d0[2] + Math.sin(theta) * (k[0] * d0[1] - k[1] * d0[0]),
          ]);
          const score = dot(d, inward);
          if (score > bestScore) {
            bestScore = score;
            best = theta;
          }
        }
        // poseHingeTree turns a child on the left of start->end by -foldAngle
        let degrees = ((best * 180) / Math.PI) * (flapOnLeft ? -1 : 1);
        degrees = ((((degrees + 180) % 360) + 360) % 360) - 180;
        angles.set(`${id}_${end}`, degrees);
      }
    }
  }
  return build(shingled(bent, pose, angles, stripId));
}

/**
 * The flap pieces of an end turned into one plane cannot all lie in it (the crease is only nearly
 * plane) and would cut through their neighbours at slight angles: from the middle piece outward,
 * each is turned in a little further (or back), the least that takes it clear of the one before all
 * the way in, so they lie over each other as board pressed in does.
 */
function shingled(
  bent: PanelGraph,
  pose: Map<string, RigidTransform>,
  start: Map<string, number>,
  stripId: (face: string, i: number) => string,
): Map<string, number> {
  const angles = new Map(start);
  const margin = crossingMargin(bent);
  const outlines = new Map(
    bent.panels.map((panel) => [
      panel.id,
      flattenLoop(panel.outline).map((p): [number, number] => [p.x, p.y]),
    ]),
  );
  // a piece turned by `degrees` about its chord, on its strip as the bent faces stand (as poseHingeTree
  // turns a child: by -degrees on the left of start->end)
  const piece = (id: string, degrees: number): PosedPanel => {
    const hinge = bent.hinges.find((h) => h.child === id) as (typeof bent.hinges)[number];
    const outline = outlines.get(id) ?? [];
    const dx = hinge.end.x - hinge.start.x;
    const dy = hinge.end.y - hinge.start.y;
    const length = Math.hypot(dx, dy);
    const cx = outline.reduce((sum, p) => sum + p[0], 0) / outline.length;
    const cy = outline.reduce((sum, p) => sum + p[1], 0) / outline.length;
    const onLeft = dx * (cy - hinge.start.y) - dy * (cx - hinge.start.x) > 0;
    const turn = rotationAbout(
      [hinge.start.x, hinge.start.y, 0],
      [dx / length, dy / length, 0],
      ((degrees * Math.PI) / 180) * (onLeft ? -1 : 1),
    );
    return { id, outline, transform: composeTransforms(pose.get(hinge.parent) as RigidTransform, turn) };
  };
  const n = MOCKUP_STRIPS;
  const mid = (n - 1) / 2;
  // the pieces of an end turn together, each evenly to its angle: clear of each other all the way in
  const shares = [...Array(SHINGLE_SHARES).keys()].map((k) => (k + 1) / SHINGLE_SHARES);
  for (const face of ['front', 'back']) {
    for (const end of ['top', 'bottom'] as const) {
      const pieces = [...Array(n).keys()].map((i) => `${stripId(face, i)}_${end}`);
      const order: Array<[number, number]> = [
        ...[...Array(n - mid - 1).keys()].map((k): [number, number] => [mid + k + 1, mid + k]),
        ...[...Array(mid).keys()].map((k): [number, number] => [mid - k - 1, mid - k]),
      ];
      for (const [i, before] of order) {
        const id = pieces[i];
        const other = pieces[before];
        if (!id || !other) continue;
        const angle = angles.get(id) ?? 0;
        const otherAngle = angles.get(other) ?? 0;
        const clear = (degrees: number) =>
          shares.every(
            (share) => !panelsCross(piece(id, share * degrees), piece(other, share * otherAngle), margin),
          );
        for (let extra = 0; extra <= SHINGLE_MAX_DEG; extra += SHINGLE_STEP_DEG) {
          const found = [angle + Math.sign(angle) * extra, angle - Math.sign(angle) * extra].find(clear);
          if (found === undefined) continue;
          angles.set(id, found);
          break;
        }
      }
    }
  }
  return angles;
}
