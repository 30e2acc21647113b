import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import type { Point } from '../primitives/segment';

/**
 * Where flaps meet at a corner of the front, each stops this far from the corner: the relief notch
 * that keeps a side flap, the back and the front from stacking on one crease end (four plies at a
 * corner otherwise), and a jog the die can bend.
 */
export const ENVELOPE_RELIEF = 3;
/** The ends of the side flaps and of the seal flap are tapered by this angle, degrees. */
export const ENVELOPE_TAPER_DEG = 15;
/** The back stops this far inside the side creases, so it does not ride on them. */
export const BACK_INSET = 1;
/** Glue areas keep this far inside the board they land on. */
const GLUE_MARGIN = 1.5;
/** The seal flap's glue strip (peel and seal, or remoistenable), mm. */
export const SEAL_STRIP = 8;
const CORNER = 3;

const TAN = Math.tan((ENVELOPE_TAPER_DEG * Math.PI) / 180);

export interface EnvelopeSpec {
  /** Front, side crease to side crease, mm. */
  panelWidth: number;
  /** Front, bottom crease to the top (the seal flap's crease, or the open edge), mm. */
  panelHeight: number;
  material: number;
  /** How far each side flap reaches from its crease. */
  sideFlap: number;
  /** How far the seal flap reaches from the top crease; 0: no seal flap (an open sleeve). */
  sealFlap: number;
  /** The back's height from the bottom crease. */
  backHeight: number;
  /** Radius of a thumb cut in the front's open top edge; 0: none. */
  thumbCut: number;
  /** The variables the front's width and height follow, for the dimension texts (width, length). */
  sizeNames?: { across: string; up: string };
}

/** The taper of a flap's end across a depth `d`. */
export const taperOver = (d: number): number => d * TAN;

/** A flap in a frame: u along its crease from `from` to `to`, v away from the panel it hangs on. */
function flapSteps(from: number, to: number, depth: number, corner: number): OutlineStep[] {
  const taper = taperOver(depth);
  return [
    { x: from, y: 0 },
    { x: to, y: 0 },
    { x: to - taper, y: depth, radius: corner },
    { x: from + taper, y: depth, radius: corner },
  ];
}

function rect(builder: PanelGraphBuilder, panel: string, f: Frame, a: Point, b: Point): void {
  const p = toSheet(f, a);
  const q = toSheet(f, b);
  builder.glue(panel, [
    { x: p.x, y: p.y },
    { x: q.x, y: p.y },
    { x: q.x, y: q.y },
    { x: p.x, y: q.y },
  ]);
}

/**
 * An envelope or a sleeve: the front, side flaps on its sides folded in first, the back (the bottom
 * flap) folded up over them and glued to them, and a seal flap on the top folded down over the back.
 * Every flap stops `ENVELOPE_RELIEF` short of the front's corners (relief notches). The printed face
 * is the outside; every fold is 180 degrees toward the inside.
 */
export function buildEnvelope(spec: EnvelopeSpec): PanelGraph {
  const { panelWidth: w, panelHeight: h, sideFlap: s, sealFlap: d, backHeight: hb, thumbCut: r } = spec;
  const n = ENVELOPE_RELIEF;
  const builder = new PanelGraphBuilder();
  const top = d > 0 ? h - n : h;
  const front: OutlineStep[] = [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
  ];
  if (r > 0)
    front.push(
      { x: w / 2 + r, y: h },
      { arcTo: { x: w / 2 - r, y: h }, center: { x: w / 2, y: h }, clockwise: true },
    );
  front.push({ x: 0, y: h });
  builder.panel('front', 'wall', placeOutline({ origin: { x: 0, y: 0 }, uSign: 1, vSign: 1 }, front));

  // side flaps, drawn with u up the crease and v outward
  for (const [id, edge, sign] of [
    ['left_flap', 0, -1],
    ['right_flap', w, 1],
  ] as const) {
    const place = (p: Point): Point => ({ x: edge + sign * p.y, y: p.x });
    const steps = flapSteps(n, top, s, CORNER).map((step) => {
      const corner = step as { x: number; y: number; radius?: number };
      return { ...place(corner), ...(corner.radius ? { radius: corner.radius } : {}) };
    });
    builder.panel(id, 'glue_flap', placeOutline({ origin: { x: 0, y: 0 }, uSign: 1, vSign: 1 }, steps));
    builder.hinge('front', id, place({ x: n, y: 0 }), place({ x: top, y: 0 }), { foldAngle: 180, stage: 1 });
    // glue where the back comes down on the flap: from the back's edge out to near the flap's end,
    // above the taper and below the back's top
    const m = GLUE_MARGIN;
    const from = n + taperOver(s) + m;
    const to = Math.min(hb, top - taperOver(s)) - m;
    const a = place({ x: from, y: BACK_INSET + m });
    const b = place({ x: to, y: s - m });
    builder.glue(id, [
      { x: a.x, y: a.y },
      { x: b.x, y: a.y },
      { x: b.x, y: b.y },
      { x: a.x, y: b.y },
    ]);
  }

  // the back, below the front: u along the bottom crease, v downward
  const below: Frame = { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 };
  const i = BACK_INSET;
  builder.panel(
    'back',
    'wall',
    placeOutline(below, [
      { x: n, y: 0 },
      { x: w - n, y: 0 },
      { x: w - i, y: n - i },
      { x: w - i, y: hb, radius: CORNER },
      { x: i, y: hb, radius: CORNER },
      { x: i, y: n - i },
    ]),
  );
  builder.hinge('front', 'back', toSheet(below, { x: n, y: 0 }), toSheet(below, { x: w - n, y: 0 }), {
    foldAngle: 180,
    stage: 2,
  });

  if (d > 0) {
    const above: Frame = { origin: { x: 0, y: h }, uSign: 1, vSign: 1 };
    builder.panel('seal_flap', 'closure', placeOutline(above, flapSteps(n, w - n, d, Math.min(10, d / 3))));
    builder.hinge('front', 'seal_flap', { x: n, y: h }, { x: w - n, y: h }, { foldAngle: 180, stage: 3 });
    const inset = n + taperOver(d) + Math.min(10, d / 3) + GLUE_MARGIN;
    rect(
      builder,
      'seal_flap',
      above,
      { x: inset, y: d - GLUE_MARGIN - SEAL_STRIP },
      { x: w - inset, y: d - GLUE_MARGIN },
    );
    builder.dimension('seal_flap', { x: w + 8, y: h }, { x: w + 8, y: h + d }, d, 0);
  }
  const names = spec.sizeNames ?? { across: 'width', up: 'length' };
  builder.dimension(names.across, { x: 0, y: h / 2 }, { x: w, y: h / 2 }, w, 0);
  builder.dimension(names.up, { x: w / 2, y: 0 }, { x: w / 2, y: h }, h, 0);
  builder.dimension('side_flap', { x: w, y: h / 3 }, { x: w + s, y: h / 3 }, s, 0);
  return builder.build('front', foldingCartonBoard(spec.material));
}

/** The least height of the side flaps' straight outer edge. */
export const sideFlapEdge = (spec: Pick<EnvelopeSpec, 'panelHeight' | 'sideFlap' | 'sealFlap'>): number =>
  (spec.sealFlap > 0 ? spec.panelHeight - ENVELOPE_RELIEF : spec.panelHeight) -
  ENVELOPE_RELIEF -
  2 * taperOver(spec.sideFlap);
