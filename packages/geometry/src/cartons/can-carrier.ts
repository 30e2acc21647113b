import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

export interface CanCarrierSpec {
  holes: number;
  /** Hole diameter: the can's lid (chime) less 1 to 2 mm, so it clicks in past the slits. */
  holeDiameter: number;
  /** Board from the card's edges to the holes. */
  sideMargin: number;
  /** Board between two holes. */
  interspace: number;
  cornerRadius: number;
  handWidth: number;
  /** Board between the holes and the hand hole, and between the hand hole and the edge. */
  handMargin: number;
  material: number;
}

/** Hand hole height. */
export const HAND_HOLE_HEIGHT = 25;
/** Radial slits round each can hole, and how far they reach past its edge, so the chime clicks in. */
export const CHIME_SLITS = 8;
export const CHIME_SLIT_LENGTH = 4;

/** Card size: the holes in a row with their margins, and the hand hole above them. */
export function canCarrierSize(spec: CanCarrierSpec): { width: number; height: number } {
  const d = spec.holeDiameter;
  return {
    width: 2 * spec.sideMargin + spec.holes * d + (spec.holes - 1) * spec.interspace,
    height: spec.sideMargin + d + 2 * spec.handMargin + HAND_HOLE_HEIGHT,
  };
}

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
 * A can carrier that clips onto a row of cans: a card with a hole per can (the lid less 1.5 mm, with
 * eight radial slits so the chime clicks through and holds) and a hand hole above the row.
 */
export function buildCanCarrier(spec: CanCarrierSpec): PanelGraph {
  const { width, height } = canCarrierSize(spec);
  const r = spec.cornerRadius;
  const builder = new PanelGraphBuilder();
  builder.panel(
    'front',
    'wall',
    outline([
      { x: 0, y: 0, radius: r },
      { x: width, y: 0, radius: r },
      { x: width, y: height, radius: r },
      { x: 0, y: height, radius: r },
    ]),
  );
  const d = spec.holeDiameter;
  const y = spec.sideMargin + d / 2;
  for (let k = 0; k < spec.holes; k++) {
    const c = { x: spec.sideMargin + d / 2 + k * (d + spec.interspace), y };
    builder.cut('hole', 'front', [arc(c, d / 2, 0, 180), arc(c, d / 2, 180, 360)]);
    for (let j = 0; j < CHIME_SLITS; j++) {
      const angle = ((22.5 + (j * 360) / CHIME_SLITS) * Math.PI) / 180;
      const u = { x: Math.cos(angle), y: Math.sin(angle) };
      const from = { x: c.x + (d / 2) * u.x, y: c.y + (d / 2) * u.y };
      const to = { x: c.x + (d / 2 + CHIME_SLIT_LENGTH) * u.x, y: c.y + (d / 2 + CHIME_SLIT_LENGTH) * u.y };
      builder.cut('slit', 'front', [line(from, to)]);
    }
  }
  const handY = spec.sideMargin + d + spec.handMargin + HAND_HOLE_HEIGHT / 2;
  builder.cut('hole', 'front', slot({ x: width / 2, y: handY }, spec.handWidth, HAND_HOLE_HEIGHT));
  builder.dimension('hole_diameter', { x: spec.sideMargin, y }, { x: spec.sideMargin + d, y }, d, 0);
  return builder.build('front', foldingCartonBoard(spec.material));
}
