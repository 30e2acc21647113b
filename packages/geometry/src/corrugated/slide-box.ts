import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import { translation } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { buildRollEndTray, rollEndLayout } from './roll-end-tray';

export interface SlideBoxSpec {
  /** Inside sizes of the tray (the drawer), mm. */
  length: number;
  width: number;
  height: number;
  /** Play between the sleeve's inside and the tray's outside, across each size (half on each side). */
  clearance: number;
  board: CorrugatedBoard;
  /**
   * Where the sleeve's joint flap is glued, inside: on its bottom, a long side of its section (FEFCO
   * 0501, the default), or on a side, a short one (FEFCO 0503).
   */
  joint?: SleeveJoint;
}

export const SLEEVE_JOINTS = ['long_side', 'short_side'] as const;
export type SleeveJoint = (typeof SLEEVE_JOINTS)[number];

/** The sleeve's joint flap ends are tapered this much (mm). */
const JOINT_TAPER = 7;
const GLUE_MARGIN = 2;
/** The thumb half-moon's radius: 15 mm, less on a narrow sleeve. */
const THUMB_RADIUS = 15;

/** The tray's outside, mm: its creases' extent plus a board (half on each side), the roll's top a board above the rim. */
export function trayOutside(spec: SlideBoxSpec): { length: number; width: number; height: number } {
  const layout = rollEndLayout(spec);
  const t = spec.board.caliper;
  return { length: layout.baseLength + t, width: layout.baseWidth + t, height: layout.outerWall + t };
}

/** Sizes of the sleeve, mm: its inside, its panels score to score, its length and joint. */
export interface SleeveLayout {
  inside: { width: number; height: number };
  /** The bottom and top, score to score. */
  face: number;
  /** The two sides, score to score. */
  side: number;
  /** Along the tube: the tray's outside length, so the tray's ends stand flush with the sleeve's. */
  length: number;
  joint: number;
  thumbRadius: number;
}

/**
 * The sleeve over the tray: inside the tray's outside plus the clearance each way, and a board more in
 * height for the joint flap glued inside its bottom; each panel its inside plus the flute's allowance.
 */
export function sleeveLayout(spec: SlideBoxSpec): SleeveLayout {
  const tray = trayOutside(spec);
  const t = spec.board.caliper;
  const profile = fluteProfile(spec.board);
  // the joint ply lies inside the bottom (long side) or a side (short side): a board more that way
  const short = spec.joint === 'short_side';
  const inside = {
    width: tray.width + spec.clearance + (short ? t : 0),
    height: tray.height + spec.clearance + (short ? 0 : t),
  };
  const face = inside.width + profile.panel;
  return {
    inside,
    face,
    side: inside.height + profile.panel,
    length: tray.length,
    joint: profile.joint,
    thumbRadius: Math.min(THUMB_RADIUS, face / 5),
  };
}

type SleevePanel = 'bottom' | 'near_side' | 'top' | 'far_side';
/** The panels in the order they lie on the blank; the joint flap on the last closes onto the first. */
const sleevePanels = (joint: SleeveJoint): readonly SleevePanel[] =>
  joint === 'short_side'
    ? ['near_side', 'bottom', 'far_side', 'top']
    : ['bottom', 'near_side', 'top', 'far_side'];

/**
 * The sleeve (FEFCO 05xx ring): bottom | side | top | side | joint flap, the creases along the tube,
 * the joint flap glued inside the bottom (joint on the long side); or side | bottom | side | top |
 * joint flap, glued inside the first side (joint on the short side). Both ends of the top carry a
 * thumb half-moon to push the tray out by. Flutes run across the creases, up the sides.
 */
export function buildSleeve(spec: SlideBoxSpec): PanelGraph {
  const layout = sleeveLayout(spec);
  const { face, side, length: ls, joint, thumbRadius: r } = layout;
  const spans: Record<SleevePanel, number> = { bottom: face, near_side: side, top: face, far_side: side };
  const panels = sleevePanels(spec.joint ?? 'long_side');
  const first = panels[0] as SleevePanel;
  const last = panels[panels.length - 1] as SleevePanel;
  const builder = new PanelGraphBuilder();
  let y = 0;
  const from = {} as Record<SleevePanel, number>;
  for (const id of panels) {
    const y0 = y;
    const y1 = y + spans[id];
    from[id] = y0;
    if (id === 'top') {
      const yc = (y0 + y1) / 2;
      builder.panel(
        id,
        'wall',
        outline([
          { x: 0, y: y0 },
          { x: ls, y: y0 },
          { x: ls, y: yc - r },
          { arcTo: { x: ls, y: yc + r }, center: { x: ls, y: yc }, clockwise: true },
          { x: ls, y: y1 },
          { x: 0, y: y1 },
          { x: 0, y: yc + r },
          { arcTo: { x: 0, y: yc - r }, center: { x: 0, y: yc }, clockwise: true },
        ]),
      );
    } else {
      builder.panel(
        id,
        'wall',
        outline([
          { x: 0, y: y0 },
          { x: ls, y: y0 },
          { x: ls, y: y1 },
          { x: 0, y: y1 },
        ]),
      );
    }
    y = y1;
  }
  // each crease between neighbours on the blank, folded from the bottom outward both ways
  const root = panels.indexOf('bottom');
  for (let i = 1; i < panels.length; i++) {
    const [lower, upper] = [panels[i - 1] as SleevePanel, panels[i] as SleevePanel];
    const [parent, child] = i <= root ? [upper, lower] : [lower, upper];
    builder.hinge(parent, child, { x: 0, y: from[upper] }, { x: ls, y: from[upper] });
  }
  const taper = Math.min(JOINT_TAPER, ls / 4);
  builder.panel(
    'joint',
    'glue_flap',
    outline([
      { x: 0, y },
      { x: ls, y },
      { x: ls - taper, y: y + joint },
      { x: taper, y: y + joint },
    ]),
  );
  builder.hinge(last, 'joint', { x: 0, y }, { x: ls, y });
  const m = GLUE_MARGIN;
  builder.glue('joint', [
    { x: taper + m, y: y + m },
    { x: ls - taper - m, y: y + m },
    { x: ls - taper - m, y: y + joint - m },
    { x: taper + m, y: y + joint - m },
  ]);
  builder.dimension(
    'length',
    { x: 0, y: from.bottom + face / 2 },
    { x: ls, y: from.bottom + face / 2 },
    ls,
    0,
  );
  builder.dimension(
    'width',
    { x: ls / 4, y: from.bottom },
    { x: ls / 4, y: from.bottom + face },
    layout.inside.width,
    0,
  );
  builder.dimension(
    'height',
    { x: ls / 4, y: from.near_side },
    { x: ls / 4, y: from.top },
    layout.inside.height,
    0,
  );
  return builder.build('bottom', spec.board, {
    // an open tube along x: its sides bound the width, its bottom and top the height, its length runs along a side
    inside: { length: ['near_side', 'far_side'], width: ['bottom', 'top'], height: { wall: 'near_side' } },
    glued: [{ flap: 'joint', panel: first }],
    closures: [],
  });
}

/** How far the mockup shows the tray drawn out of its sleeve, as a share of the sleeve's length. */
export const DRAWN_OUT = 0.4;

/**
 * The sleeve's place over the tray, both folded from their root panels lying flat (the tray's base,
 * the sleeve's bottom, each folding its walls toward -z): centred across the width, the tray resting on
 * the joint ply with half the clearance above it; along the length, `out` of the sleeve's length drawn
 * out (0: home, the tray's ends flush with the sleeve's).
 */
export function sleevePlacement(spec: SlideBoxSpec, out = 0) {
  const tray = rollEndLayout(spec);
  const sleeve = sleeveLayout(spec);
  const t = spec.board.caliper;
  const a = fluteProfile(spec.board).panel;
  const short = spec.joint === 'short_side';
  // the bottom lies after the first side on a short-side joint's blank
  const bottomFrom = short ? sleeve.side : 0;
  return translation(
    -t / 2 + out * sleeve.length,
    // centred across the width, or a board off centre, clear of the joint ply inside the near side
    (tray.baseWidth - sleeve.face) / 2 - bottomFrom + (short ? -t / 2 : 0),
    // the tray's base face (+t/2) half the clearance over the sleeve bottom's inside (or the joint ply on it)
    t / 2 + a / 2 + (short ? 0 : t) + spec.clearance / 2,
  );
}

/**
 * A slide box (FEFCO 0501): a roll-end tray (the drawer, FEFCO 0421) and a sleeve that slides over it,
 * each its own blank and nesting component; the mockup shows the tray drawn partly out.
 */
export function buildSlideBox(spec: SlideBoxSpec): TemplatePart[] {
  return [
    {
      name: 'tray',
      graph: buildRollEndTray(spec),
      component: { id: 'tray', name: 'Tray', category: 'corrugated' },
    },
    {
      name: 'sleeve',
      graph: buildSleeve(spec),
      component: { id: 'sleeve', name: 'Sleeve', category: 'corrugated' },
      printed: true,
      placement: sleevePlacement(spec, DRAWN_OUT),
    },
  ];
}
