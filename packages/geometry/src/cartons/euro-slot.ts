import { counterClockwise } from '../primitives/outline';
import { arc, line, type Point, type Segment } from '../primitives/segment';

/**
 * The euro hang slot in the "sombrero" shape retail hooks are made for, mm: a brim `width` wide and
 * `brimHeight` tall with a straight bottom edge and round ends, and on it a round crown of
 * `crownDiameter` whose lower half lies in the brim, so the crown is a half circle standing on the
 * brim's top edge and the slot is `height` (the crown's diameter) tall in all. The hook's wire rides
 * in the crown; the flat bottom edge keeps the pack from swinging. Sizes in the middle of the usual
 * range (30 to 35 mm wide, a 5 to 6 mm brim, a 10 to 12 mm crown).
 */
export const EURO_SLOT = { width: 32, height: 11, brimHeight: 5.5, crownDiameter: 11 } as const;

/** Board kept between a punched hole and any edge. */
export const HOLE_EDGE_MARGIN = 4;

/**
 * The euro slot outline, arcs kept as arcs, with its bounding box centred on `centre`: the crown
 * towards +y (`'up'`, the top of the pack) or, mirrored, towards -y (`'down'`: the ply folded down
 * behind a header, whose slot must line up with the front one once folded).
 */
export function euroSlot(centre: Point, crown: 'up' | 'down' = 'up'): Segment[] {
  const { width, height, brimHeight, crownDiameter } = EURO_SLOT;
  const end = width / 2 - brimHeight / 2;
  const capRadius = brimHeight / 2;
  const r = crownDiameter / 2;
  const sign = crown === 'up' ? 1 : -1;
  // local y runs from the flat bottom edge (0) to the crown's top (height)
  const at = (x: number, y: number): Point => ({ x: centre.x + x, y: centre.y + sign * (y - height / 2) });
  const turn = (angle: number) => (crown === 'up' ? angle : -angle);
  return counterClockwise([
    line(at(-end, 0), at(end, 0)),
    arc(at(end, capRadius), capRadius, turn(-90), turn(90), crown === 'down'),
    line(at(end, brimHeight), at(r, brimHeight)),
    arc(at(0, brimHeight), r, turn(0), turn(180), crown === 'down'),
    line(at(-r, brimHeight), at(-end, brimHeight)),
    arc(at(-end, capRadius), capRadius, turn(90), turn(270), crown === 'down'),
  ]);
}
