import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

/** Board every hang hole keeps to any edge or crease (the package README, construction rules). */
export const HANG_HOLE_BOARD = 5;

export interface HangTagSpec {
  /** Width of the tag, mm. */
  width: number;
  /** Height of one ply, from its bottom edge to its top edge (the crease on a folded tag), mm. */
  height: number;
  material: number;
  cornerRadius: number;
  holeDiameter: number;
  /** Board between the hole and the top edge (or crease), mm. */
  holeMargin: number;
  /** A slit from the top edge down into the hole, so the tag slips onto a looped string. */
  stringSlot: boolean;
}

/** A round hole of diameter `d` about `centre`, as one closed arc. */
export const roundHole = (centre: Point, diameter: number): Segment[] => [arc(centre, diameter / 2, 0, 360)];

/** The hole's centre height below the top edge (or crease). */
export const holeDepth = (spec: Pick<HangTagSpec, 'holeDiameter' | 'holeMargin'>): number =>
  spec.holeMargin + spec.holeDiameter / 2;

/**
 * The least board between the hole and the outline of a tag whose corners are rounded by at most half
 * its width: a rounded rectangle is an inner rectangle grown by the radius, so a point on the middle
 * line lies min(w/2, distance to the top, distance to the bottom) from its edge, less the hole's radius.
 */
export function holeClearance(spec: Pick<HangTagSpec, 'width' | 'height' | 'holeDiameter' | 'holeMargin'>) {
  const depth = holeDepth(spec);
  return Math.min(spec.width / 2, depth, spec.height - depth) - spec.holeDiameter / 2;
}

function tagOutline(spec: HangTagSpec, bottom: number, top: number, round: 'all' | 'bottom' | 'top') {
  const r = spec.cornerRadius;
  const w = spec.width;
  return outline([
    { x: 0, y: bottom, radius: round === 'top' ? 0 : r },
    { x: w, y: bottom, radius: round === 'top' ? 0 : r },
    { x: w, y: top, radius: round === 'bottom' ? 0 : r },
    { x: 0, y: top, radius: round === 'bottom' ? 0 : r },
  ]);
}

function addSizeDimensions(builder: PanelGraphBuilder, spec: HangTagSpec, top: number): void {
  builder.dimension('width', { x: 0, y: -6 }, { x: spec.width, y: -6 }, spec.width, 0);
  builder.dimension('height', { x: spec.width + 6, y: 0 }, { x: spec.width + 6, y: top }, top, 0);
}

/**
 * A rectangular hang tag: one ply with rounded corners, a round hole on the middle line near the top
 * and, when asked, a string slot: a slit from the top edge into the hole (a keyhole).
 */
export function buildHangTag(spec: HangTagSpec): PanelGraph {
  const builder = new PanelGraphBuilder();
  const { width: w, height: h } = spec;
  builder.panel('front', 'wall', tagOutline(spec, 0, h, 'all'));
  const centre = { x: w / 2, y: h - holeDepth(spec) };
  builder.cut('hole', 'front', roundHole(centre, spec.holeDiameter));
  if (spec.stringSlot)
    builder.cut('slit', 'front', [
      line({ x: w / 2, y: h }, { x: w / 2, y: centre.y + spec.holeDiameter / 2 }),
    ]);
  addSizeDimensions(builder, spec, h);
  return builder.build('front', foldingCartonBoard(spec.material));
}

/**
 * A folded hang tag: front and back plies of the same size joined by a crease along the top, the back
 * folded down behind the front (180 degrees), the hole through both plies at the same distance from
 * the crease so that they line up. Only the free corners are rounded.
 */
export function buildFoldedHangTag(spec: HangTagSpec): PanelGraph {
  const builder = new PanelGraphBuilder();
  const { width: w, height: h } = spec;
  const depth = holeDepth(spec);
  builder.panel('front', 'wall', tagOutline(spec, 0, h, 'bottom'));
  builder.panel('back', 'wall', tagOutline(spec, h, 2 * h, 'top'));
  builder.hinge('front', 'back', { x: 0, y: h }, { x: w, y: h }, { foldAngle: 180 });
  builder.cut('hole', 'front', roundHole({ x: w / 2, y: h - depth }, spec.holeDiameter));
  builder.cut('hole', 'back', roundHole({ x: w / 2, y: h + depth }, spec.holeDiameter));
  addSizeDimensions(builder, spec, h);
  return builder.build('front', foldingCartonBoard(spec.material));
}
