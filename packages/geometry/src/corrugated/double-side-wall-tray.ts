import type { CutFeature, PanelGraph } from '../panel-graph/panel-graph';
import { type HingeOptions, PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import type { Point, Segment } from '../primitives/segment';
import {
  drawEars,
  drawRollEndBase,
  type RollEndLayout,
  type RollEndTraySpec,
  rollEndLayout,
} from './roll-end-tray';

/**
 * The roll-end drawing's panels under this tray's names: its rolls become the long side walls (front
 * and back), its long walls the single end walls (left and right) whose ears the rolls trap.
 */
const SIDE_NAMES: Readonly<Record<string, string>> = {
  left_outer_wall: 'front',
  left_roll_strip: 'front_roll_strip',
  left_inner_wall: 'front_inner_wall',
  right_outer_wall: 'back',
  right_roll_strip: 'back_roll_strip',
  right_inner_wall: 'back_inner_wall',
  front: 'left',
  back: 'right',
  front_ear_left: 'left_ear_front',
  front_ear_right: 'left_ear_back',
  back_ear_left: 'right_ear_front',
  back_ear_right: 'right_ear_back',
};

/** A builder that files the roll-end drawing's panels under other names. */
class RenamingBuilder extends PanelGraphBuilder {
  constructor(private readonly names: Readonly<Record<string, string>>) {
    super();
  }
  private name(id: string): string {
    return this.names[id] ?? id;
  }
  override panel(id: string, role: Parameters<PanelGraphBuilder['panel']>[1], shape: Segment[]): this {
    return super.panel(this.name(id), role, shape);
  }
  override hinge(parent: string, child: string, start: Point, end: Point, options?: HingeOptions): this {
    return super.hinge(this.name(parent), this.name(child), start, end, options);
  }
  override cut(kind: CutFeature['kind'], panel: string, segments: Segment[]): this {
    return super.cut(kind, this.name(panel), segments);
  }
}

/**
 * The roll-end layout turned a quarter: the rolls run along the tray's length. On the sheet x runs
 * across the width (the rolls at each end of x), y along the length.
 */
export function doubleSideWallLayout(spec: RollEndTraySpec): RollEndLayout {
  return rollEndLayout({ ...spec, length: spec.width, width: spec.length });
}

/**
 * FEFCO 0422 self-locking tray: the long side walls roll over double (outer wall, top strip, inner wall
 * whose lugs drop into slots in the base) and trap the ears of the single end walls; no glue. It is the
 * 0421 construction with the rolls on the long sides, which stiffens the tray along its length; the
 * flutes run up the rolled walls.
 */
export function buildDoubleSideWallTray(spec: RollEndTraySpec): PanelGraph {
  const layout = doubleSideWallLayout(spec);
  const { baseLength: across, baseWidth: along, wall, wallEnd, strip, allowance } = layout;
  const builder = new RenamingBuilder(SIDE_NAMES);
  drawRollEndBase(builder, layout);
  // drawn under the roll-end names, which the builder files as the right end wall and its ears
  builder.panel(
    'back',
    'wall',
    outline([
      { x: wallEnd, y: along },
      { x: across - wallEnd, y: along },
      { x: across - wallEnd, y: along + wall },
      { x: wallEnd, y: along + wall },
    ]),
  );
  builder.hinge('base', 'back', { x: wallEnd, y: along }, { x: across - wallEnd, y: along });
  drawEars(builder, layout, 'back');
  builder.dimension('length', { x: across / 2, y: 0 }, { x: across / 2, y: along }, spec.length, 0);
  builder.dimension(
    'width',
    { x: strip + allowance / 2, y: along / 2 },
    { x: across - strip - allowance / 2, y: along / 2 },
    spec.width,
    0,
  );
  builder.dimension('height', { x: across / 2, y: -wall }, { x: across / 2, y: 0 }, spec.height, 0);
  return builder.build('base', spec.board, {
    inside: {
      length: ['left', 'right'],
      width: ['front_inner_wall', 'back_inner_wall'],
      height: { wall: 'left', base: 'base' },
    },
    glued: [],
    closures: [],
  });
}
