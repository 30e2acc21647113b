import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

export interface NeckHangerSpec {
  /** Card width. */
  width: number;
  /** Card height (of each ply when folded). */
  height: number;
  /** Bottle neck diameter the hole grips. */
  neckDiameter: number;
  /** Cap or lip diameter the star of slits lets the hole pass over. */
  lipDiameter: number;
  slits: number;
  cornerRadius: number;
  /** A back ply folded behind at the top, with the same hole. */
  folded: boolean;
  material: number;
}

/** The hole is the neck plus this much (1 to 2 mm), so it slides down and grips. */
export const NECK_CLEARANCE = 1.5;
/** The slits reach a millimetre past the lip's radius. */
export const LIP_CLEARANCE = 1;
/** Board kept round the hole: 10 mm from its edge to the card's edges (and fold). */
export const HOLE_MARGIN = 10;
/** Board kept past the slits' ends to the card's edges and fold. */
export const SLIT_MARGIN = 6;

export const holeRadius = (neckDiameter: number) => (neckDiameter + NECK_CLEARANCE) / 2;
export const slitRadius = (lipDiameter: number) => lipDiameter / 2 + LIP_CLEARANCE;

/** How far the hole's centre sits from the card's top edge (or fold), and from each side. */
export function holeInset(neckDiameter: number, lipDiameter: number): number {
  return Math.max(holeRadius(neckDiameter) + HOLE_MARGIN, slitRadius(lipDiameter) + SLIT_MARGIN);
}

/** The hole round `c` and its radial slits, the first pointing up. */
function starCuts(
  builder: PanelGraphBuilder,
  panel: string,
  c: Point,
  spec: NeckHangerSpec,
  flip: boolean,
): void {
  const r = holeRadius(spec.neckDiameter);
  const reach = slitRadius(spec.lipDiameter);
  builder.cut('hole', panel, [arc(c, r, 0, 180), arc(c, r, 180, 360)]);
  for (let k = 0; k < spec.slits; k++) {
    const angle = ((flip ? -90 : 90) + (k * 360) / spec.slits) * (Math.PI / 180);
    const u = { x: Math.cos(angle), y: Math.sin(angle) };
    builder.cut('slit', panel, [
      line({ x: c.x + r * u.x, y: c.y + r * u.y }, { x: c.x + reach * u.x, y: c.y + reach * u.y }),
    ]);
  }
}

/**
 * A bottle neck-hanger: a card with a hole of the neck diameter plus 1.5 mm near its top, and radial
 * slits out to the lip's radius plus 1 mm so that the hole passes over the cap and then grips the neck.
 * Folded, a back ply of the same size turns behind about a crease at the top and carries the same
 * hole, mirrored, so the two plies' holes meet.
 */
export function buildNeckHanger(spec: NeckHangerSpec): PanelGraph {
  const { width: w, height: h, cornerRadius: rc } = spec;
  const inset = holeInset(spec.neckDiameter, spec.lipDiameter);
  const builder = new PanelGraphBuilder();
  const corners = (y0: number, y1: number, roundBottom: boolean, roundTop: boolean): Segment[] =>
    outline([
      { x: 0, y: y0, ...(roundBottom ? { radius: rc } : {}) },
      { x: w, y: y0, ...(roundBottom ? { radius: rc } : {}) },
      { x: w, y: y1, ...(roundTop ? { radius: rc } : {}) },
      { x: 0, y: y1, ...(roundTop ? { radius: rc } : {}) },
    ]);
  builder.panel('front', 'wall', corners(0, h, true, !spec.folded));
  starCuts(builder, 'front', { x: w / 2, y: h - inset }, spec, false);
  if (spec.folded) {
    builder.panel('back', 'wall', corners(h, 2 * h, false, true));
    builder.hinge('front', 'back', { x: w, y: h }, { x: 0, y: h }, { foldAngle: 180 });
    starCuts(builder, 'back', { x: w / 2, y: h + inset }, spec, true);
  }
  const r = holeRadius(spec.neckDiameter);
  builder.dimension('hole', { x: w / 2 - r, y: h - inset }, { x: w / 2 + r, y: h - inset }, 2 * r, 0);
  return builder.build('front', foldingCartonBoard(spec.material));
}
