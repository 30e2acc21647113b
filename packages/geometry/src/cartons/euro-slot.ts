import { counterClockwise } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

/** EN 13010 euro slot: a 32 x 6.5 mm slot with a 9 mm round centre. */
export const EURO_SLOT = { width: 32, height: 6.5, centreDiameter: 9 } as const;

/** Board kept between a punched hole and any edge. */
export const HOLE_EDGE_MARGIN = 4;

/** The euro slot outline centred on `centre`, arcs kept as arcs. */
export function euroSlot(centre: Point): Segment[] {
  const half = EURO_SLOT.height / 2;
  const capCentre = EURO_SLOT.width / 2 - half;
  const r = EURO_SLOT.centreDiameter / 2;
  // where the round centre meets the slot's straight edges
  const meet = Math.sqrt(r * r - half * half);
  const meetAngle = (Math.atan2(half, meet) * 180) / Math.PI;
  const at = (x: number, y: number): Point => ({ x: centre.x + x, y: centre.y + y });
  return counterClockwise([
    line(at(-meet, half), at(-capCentre, half)),
    arc(at(-capCentre, 0), half, 90, 270),
    line(at(-capCentre, -half), at(-meet, -half)),
    arc(at(0, 0), r, 180 + meetAngle, 360 - meetAngle),
    line(at(meet, -half), at(capCentre, -half)),
    arc(at(capCentre, 0), half, -90, 90),
    line(at(capCentre, half), at(meet, half)),
    arc(at(0, 0), r, meetAngle, 180 - meetAngle),
  ]);
}
