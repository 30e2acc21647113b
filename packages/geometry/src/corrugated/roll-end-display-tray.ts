import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import {
  drawEars,
  drawRollEndBase,
  type RollEndLayout,
  type RollEndTraySpec,
  rollEndLayout,
} from './roll-end-tray';

export interface RollEndDisplayTraySpec extends RollEndTraySpec {
  /** Inside height of the lowered front wall, from the base to its rim. */
  frontHeight: number;
}

/** The display tray's sizes: the roll-end layout (rolls and back wall full height) and the lowered front. */
export interface DisplayTrayLayout {
  tray: RollEndLayout;
  /** Front wall, base crease to rim. */
  frontWall: number;
  /** The front wall's ears: as tall as the front, their reach into the rolls. */
  frontEar: number;
}

export function displayTrayLayout(spec: RollEndDisplayTraySpec): DisplayTrayLayout {
  const tray = rollEndLayout(spec);
  const frontWall = spec.frontHeight + tray.allowance / 2;
  return { tray, frontWall, frontEar: Math.min(tray.ear, frontWall) };
}

/**
 * A roll-end display tray (FEFCO 0470 family): the 0421 tray's base and roll-over double end walls with
 * their lugs, a full-height back wall, and a front wall lowered so the goods show and can be taken out
 * from the shelf. The front wall's ears are only as tall as the front and fold into the rolls' lower
 * part, where the inner walls trap them just as they trap the back wall's full ears.
 */
export function buildRollEndDisplayTray(spec: RollEndDisplayTraySpec): PanelGraph {
  const { tray, frontWall, frontEar } = displayTrayLayout(spec);
  const { baseLength: bl, baseWidth: bw, wall, wallEnd } = tray;
  const builder = new PanelGraphBuilder();
  // the base, rolls, lugs and slots of the tray; only the front wall and its ears take the lower rim
  drawRollEndBase(builder, { ...tray, wall: frontWall, ear: frontEar });
  builder.panel(
    'back',
    'wall',
    outline([
      { x: wallEnd, y: bw },
      { x: bl - wallEnd, y: bw },
      { x: bl - wallEnd, y: bw + wall },
      { x: wallEnd, y: bw + wall },
    ]),
  );
  builder.hinge('base', 'back', { x: wallEnd, y: bw }, { x: bl - wallEnd, y: bw });
  drawEars(builder, tray, 'back');
  const { strip, allowance } = tray;
  builder.dimension(
    'length',
    { x: strip + allowance / 2, y: bw / 2 },
    { x: bl - strip - allowance / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: bw }, { x: bl / 2, y: bw + wall }, spec.height, 0);
  builder.dimension('front_height', { x: bl / 2, y: -frontWall }, { x: bl / 2, y: 0 }, spec.frontHeight, 0);
  return builder.build('base', spec.board, {
    inside: {
      length: ['left_inner_wall', 'right_inner_wall'],
      width: ['front', 'back'],
      height: { wall: 'back', base: 'base' },
    },
    glued: [],
    closures: [],
  });
}
