import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import {
  drawLockedCornerTray,
  LOCKED_TRAY_STAGES,
  type LockedCornerTraySpec,
  type LockedTrayLayout,
  lockedTrayLayout,
  lockedTrayModel,
} from './locked-corner-tray';
import { tuckSideClearance } from './tuck-closure';
import { drawTuckLid } from './tuck-lid-tray';

export interface HingedLidShirtBoxSpec {
  /** Inside length, between the inner plies of the doubled end walls. */
  length: number;
  /** Inside width, between the front and back walls. */
  width: number;
  /** Inside height, from the base's inner face to the closed lid's. */
  height: number;
  material: number;
  /** Depth of the tuck on the lid's front edge, which goes in behind the front wall. */
  tuckDepth: number;
}

/**
 * The locked-corner tray under the lid: its end walls' top strips carry the lid, so their top face is
 * the lid's underside, a board and a half above the long walls' rim; the back wall rises two boards
 * above that rim, to the lid's hinge.
 */
export function hingedLidTrayOf(spec: HingedLidShirtBoxSpec): LockedCornerTraySpec {
  const t = spec.material;
  return {
    length: spec.length,
    width: spec.width,
    height: spec.height - 1.5 * t,
    material: t,
    backRise: 2 * t,
  };
}

/** The lid: across the long walls, from the back wall's crease to a board inside the front wall's. */
export function hingedLidOf(layout: LockedTrayLayout): { from: number; to: number; depth: number } {
  return { from: layout.t, to: layout.baseLength - layout.t, depth: layout.baseWidth - layout.t };
}

/**
 * One-piece shirt box: a locked-corner tray folded without glue (ears on the long walls trapped in
 * doubled end walls, lugs into slots on the base crease), whose back wall carries a lid that lies on
 * the end walls' top strips and tucks in behind the front wall.
 */
export function buildHingedLidShirtBox(spec: HingedLidShirtBoxSpec): PanelGraph {
  const layout = lockedTrayLayout(hingedLidTrayOf(spec));
  const { t, baseLength: bl, baseWidth: bw, backWall } = layout;
  const builder = new PanelGraphBuilder();
  drawLockedCornerTray(builder, layout);
  const lid = hingedLidOf(layout);
  drawTuckLid(builder, {
    frame: { origin: { x: 0, y: bw + backWall }, uSign: 1, vSign: 1 },
    ...lid,
    // the tuck passes between the front ears, which stand a board in from the end creases
    tuckInset: t / 2 + tuckSideClearance(t),
    tuckDepth: spec.tuckDepth,
    lidStage: LOCKED_TRAY_STAGES.lid,
    // with the lid's: the tuck turns in behind the front as the lid comes down, not while it stands open
    tuckStage: LOCKED_TRAY_STAGES.lid,
  });
  const lidEdge = bw + backWall + lid.depth;
  builder.dimension(
    'length',
    { x: 2 * t + t / 2, y: bw / 2 },
    { x: bl - 2 * t - t / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: bw }, { x: bl / 2, y: bw + backWall }, spec.height, 0);
  builder.dimension(
    'tuck_flap',
    { x: bl * 0.75, y: lidEdge },
    { x: bl * 0.75, y: lidEdge + spec.tuckDepth },
    spec.tuckDepth,
    0,
  );
  const model = lockedTrayModel();
  return builder.build('base', layout.board, {
    ...model,
    inside: { ...model.inside, height: { between: ['base', 'lid'] } },
    closures: [{ end: 'top', panels: ['lid'], locked: [{ panel: 'lid', by: 'lid_tuck', behind: 'front' }] }],
  });
}
