import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

export interface CartonBagSpec {
  /** Inside length: the front's width. */
  length: number;
  /** Inside width: the gussets' width. */
  width: number;
  /** Inside height, from the bottom to the folded top edge. */
  height: number;
  material: number;
  glueFlap: number;
  /** Depth of the top hem folded inside. */
  hem: number;
  /** How far each long bottom flap passes the middle of the bottom (they overlap twice this). */
  bottomOverlap: number;
  handle: { width: number; height: number; offset: number };
}

/** Glue flap chamfer at its ends. */
const GLUE_CHAMFER = Math.tan((30 * Math.PI) / 180);
/** The front's hem stops this far past the glue flap's width, so the two never lie on each other. */
export const HEM_CLEARANCE = 2;
/** Glue areas stay this far inside their flap's edges. */
const GLUE_MARGIN = 1.5;

/** Where the walls, hems and bottom flaps of a carton bag lie on the blank, mm. */
export interface CartonBagLayout {
  t: number;
  /** Crease positions across: front, gusset 1 (two halves), back, gusset 2 (two halves), glue flap. */
  x: {
    front: [number, number];
    gusset1: [number, number, number];
    back: [number, number];
    gusset2: [number, number, number];
    glue: [number, number];
  };
  /** The walls' height between the bottom and top creases. */
  wall: number;
  /** Depth of the front and back bottom flaps. */
  bottomFlap: number;
}

/**
 * Walls L + t, W + t, L + t and W (the last a board narrower: the glue flap lies a ply inside the
 * front), a board apart less one each once folded, so the crease distances less a board are the inside
 * sizes; the wall is the inside height plus half a board (the bottom's fold).
 */
export function cartonBagLayout(spec: CartonBagSpec): CartonBagLayout {
  const t = spec.material;
  const a = foldAllowance(foldingCartonBoard(t));
  const l = spec.length + a;
  const w1 = spec.width + a;
  const w2 = spec.width;
  const x0 = l;
  const x1 = x0 + w1;
  const x2 = x1 + l;
  const x3 = x2 + w2;
  return {
    t,
    x: {
      front: [0, l],
      gusset1: [x0, x0 + w1 / 2, x1],
      back: [x1, x2],
      gusset2: [x2, x2 + w2 / 2, x3],
      glue: [x3, x3 + spec.glueFlap],
    },
    wall: spec.height + a / 2,
    bottomFlap: w1 / 2 + spec.bottomOverlap,
  };
}

const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const ring = (points: Point[]): Segment[] =>
  points.map((p, i) => line(p, points[(i + 1) % points.length] as Point));

/** A slot with round ends, `w` x `h`, centred on `c`. */
function slot(c: Point, w: number, h: number): Segment[] {
  const r = h / 2;
  const dx = w / 2 - r;
  return [
    line({ x: c.x - dx, y: c.y - r }, { x: c.x + dx, y: c.y - r }),
    arc({ x: c.x + dx, y: c.y }, r, -90, 90),
    line({ x: c.x + dx, y: c.y + r }, { x: c.x - dx, y: c.y + r }),
    arc({ x: c.x - dx, y: c.y }, r, 90, 270),
  ];
}

/**
 * A carton bag: front | gusset | back | gusset | glue flap, each gusset with a reverse crease down its
 * middle with 45-degree creases from its bottom corners meeting that crease W/2 above the
 * bottom (so the bag folds flat), a top hem folded inside with a hand hole through both plies of front
 * and back, and a block bottom: the gussets' triangles fold in first, then the front's flap, then the
 * back's, glued over it.
 */
export function buildCartonBag(spec: CartonBagSpec): PanelGraph {
  const layout = cartonBagLayout(spec);
  const { t, x, wall: h, bottomFlap } = layout;
  const hem = spec.hem;
  const builder = new PanelGraphBuilder();
  const handle = spec.handle;
  const handleY = h - handle.offset - handle.height / 2;

  // walls, their hems and the long bottom flaps
  for (const id of ['front', 'back'] as const) {
    const [a, b] = x[id];
    // the front's hem starts clear of the glue flap, which runs up to the top crease inside the front
    const hemFrom = id === 'front' ? a + spec.glueFlap + HEM_CLEARANCE : a;
    builder.panel(
      id,
      'wall',
      ring(
        hemFrom > a
          ? [...rect(a, 0, b, h).slice(0, 3), { x: hemFrom, y: h }, { x: a, y: h }]
          : rect(a, 0, b, h),
      ),
    );
    builder.panel(`${id}_hem`, 'closure', ring(rect(hemFrom, h, b, h + hem)));
    builder.panel(`${id}_bottom`, id === 'front' ? 'base' : 'closure', ring(rect(a, -bottomFlap, b, 0)));
    // the hems are turned in on the flat sheet, before the tube is formed, as one strip round the top
    builder.hinge(id, `${id}_hem`, { x: b, y: h }, { x: hemFrom, y: h }, { foldAngle: 180, stage: 0 });
    builder.hinge(id, `${id}_bottom`, { x: a, y: 0 }, { x: b, y: 0 }, { stage: id === 'front' ? 3 : 4 });
    const centre = (a + b) / 2;
    builder.cut('hole', id, slot({ x: centre, y: handleY }, handle.width, handle.height));
    builder.cut('hole', `${id}_hem`, slot({ x: centre, y: 2 * h - handleY }, handle.width, handle.height));
    // the hem glued inside on both sides of the hand hole
    const side = (b - a - handle.width) / 2;
    for (const [from, to] of [
      [hemFrom + GLUE_MARGIN, a + side - 3],
      [b - side + 3, b - GLUE_MARGIN],
    ] as const)
      builder.glue(`${id}_hem`, rect(from, h + GLUE_MARGIN, to, h + hem - GLUE_MARGIN));
  }

  // gussets, each with its hem and its bottom triangle, a reverse crease down the middle of all three
  for (const [gusset, [a, m, b]] of [
    ['gusset_1', x.gusset1],
    ['gusset_2', x.gusset2],
  ] as const) {
    const half = m - a;
    builder.panel(gusset, 'wall', ring(rect(a, 0, b, h)));
    builder.panel(`${gusset}_hem`, 'closure', ring(rect(a, h, b, h + hem)));
    builder.hinge(gusset, `${gusset}_hem`, { x: b, y: h }, { x: a, y: h }, { foldAngle: 180, stage: 0 });
    // the triangle folded in under the long flaps: 45-degree edges from the corners to the middle
    builder.panel(
      `${gusset}_bottom`,
      'dust_flap',
      outline([
        { x: a, y: 0 },
        { x: m, y: -half },
        { x: b, y: 0 },
      ]),
    );
    builder.hinge(gusset, `${gusset}_bottom`, { x: a, y: 0 }, { x: b, y: 0 }, { stage: 2 });
    // the creases the bag folds flat on: 45 degrees from the bottom corners to the middle W/2 up, and
    // the reverse crease down the middle from the hem's edge to the triangle's tip
    builder.cut('crease', gusset, [
      line({ x: a, y: 0 }, { x: m, y: half }),
      line({ x: m, y: half }, { x: b, y: 0 }),
    ]);
    builder.cut('reverse_crease', gusset, [line({ x: m, y: 0 }, { x: m, y: h })]);
    builder.cut('reverse_crease', `${gusset}_hem`, [line({ x: m, y: h }, { x: m, y: h + hem })]);
    builder.cut('reverse_crease', `${gusset}_bottom`, [line({ x: m, y: -half }, { x: m, y: 0 })]);
  }

  // the body creases, and the hem creases continuing them: the hem ply turns the same corner inside
  // the wall, its printed face toward the corner (a fold toward the printed face)
  const chain: Array<[string, string, number]> = [
    ['front', 'gusset_1', x.front[1]],
    ['gusset_1', 'back', x.back[0]],
    ['back', 'gusset_2', x.back[1]],
  ];
  for (const [parent, child, at] of chain) {
    builder.hinge(parent, child, { x: at, y: 0 }, { x: at, y: h }, { stage: 1 });
    builder.hinge(
      `${parent}_hem`,
      `${child}_hem`,
      { x: at, y: h },
      { x: at, y: h + hem },
      { foldAngle: -90, stage: 1, closesLoop: true },
    );
  }

  // the glue flap on the last gusset, chamfered at both ends, glued a ply inside the front
  const [g0, g1] = x.glue;
  const drop = (g1 - g0) * GLUE_CHAMFER;
  builder.panel(
    'glue_flap',
    'glue_flap',
    ring([
      { x: g0, y: 0 },
      { x: g1, y: drop },
      { x: g1, y: h - drop },
      { x: g0, y: h },
    ]),
  );
  builder.hinge('gusset_2', 'glue_flap', { x: g0, y: 0 }, { x: g0, y: h }, { stage: 1 });
  builder.glue(
    'glue_flap',
    rect(g0 + GLUE_MARGIN, drop + GLUE_MARGIN, g1 - GLUE_MARGIN, h - drop - GLUE_MARGIN),
  );
  // the back's flap glued over the front's where they overlap, a glue area on each (the back's flap
  // passes the front's, so neither lies within the other as a joint)
  for (const id of ['front', 'back'] as const) {
    const [from, to] = x[id];
    builder.glue(
      `${id}_bottom`,
      rect(
        from + GLUE_MARGIN,
        -bottomFlap + GLUE_MARGIN,
        to - GLUE_MARGIN,
        -bottomFlap + 2 * spec.bottomOverlap - GLUE_MARGIN,
      ),
    );
  }

  builder.dimension('length', { x: x.front[0], y: h / 2 }, { x: x.front[1], y: h / 2 }, spec.length, 0);
  builder.dimension('width', { x: x.gusset1[0], y: h / 3 }, { x: x.gusset1[2], y: h / 3 }, spec.width, 0);
  builder.dimension('height', { x: x.back[0] + 10, y: 0 }, { x: x.back[0] + 10, y: h }, spec.height, 0);
  builder.dimension('hem', { x: x.back[1] - 10, y: h }, { x: x.back[1] - 10, y: h + hem }, hem, 0);
  return builder.build('front', foldingCartonBoard(t), {
    inside: {
      length: ['gusset_1', 'gusset_2'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'front_bottom' },
    },
    glued: [
      { flap: 'glue_flap', panel: 'front', offset: t },
      { flap: 'front_hem', panel: 'front' },
      { flap: 'back_hem', panel: 'back' },
    ],
    closures: [
      {
        end: 'bottom',
        panels: ['gusset_1_bottom', 'gusset_2_bottom', 'front_bottom', 'back_bottom'],
      },
    ],
  });
}
