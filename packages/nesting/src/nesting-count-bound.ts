import type { ArrangementContext } from './arrangements';
import { contextFor, type NestingOptions, type NestingSheet, nestingUpperBound } from './nesting';
import type { NestingBlank } from './nesting-templates';
import { firstFree, lineThrough, type NoFitPolygon } from './no-fit-polygon';

const EPSILON = 1e-9;

/**
 * Whether some offset in the rectangle lies outside the no-fit polygon (on its edge counts: copies may
 * touch). The lowest such offset, if any, lies on the rectangle's bottom, at a vertex of the polygon
 * or where the polygon crosses the rectangle's sides, so only lines at those levels are scanned.
 */
function freeOffsetIn(
  nfp: NoFitPolygon,
  box: { minX: number; minY: number; maxX: number; maxY: number },
): boolean {
  if (box.minX > box.maxX + EPSILON || box.minY > box.maxY + EPSILON) return false;
  if (nfp.maxX <= box.minX || nfp.minX >= box.maxX || nfp.maxY <= box.minY || nfp.minY >= box.maxY)
    return true;
  const levels = [box.minY, box.maxY];
  for (const contour of nfp.contours)
    for (const p of contour) if (p.y > box.minY && p.y < box.maxY) levels.push(p.y);
  for (const side of [box.minX, box.maxX])
    for (const [start, end] of lineThrough(nfp, 'vertical', side))
      for (const at of [start, end]) if (at > box.minY && at < box.maxY) levels.push(at);
  for (const y of levels) {
    if (firstFree(lineThrough(nfp, 'horizontal', y), box.minX) <= box.maxX + EPSILON) return true;
  }
  return false;
}

/**
 * Whether two copies fit the usable area together in some pair of the allowed turns, exactly on the
 * blank as nesting models it. With corners `p` and `q` each free to move over its own range, the two
 * fit exactly when some offset `q - p` lies outside their no-fit polygon, and the offsets range over a
 * rectangle: so no placement is searched, and a "no" holds for every layout of the sheet.
 */
function twoCopiesFit(context: ArrangementContext): boolean {
  const { geometry, usableWidth, usableHeight, turns } = context;
  for (const a of turns) {
    const boxA = geometry.blank.orientation(a);
    const roomAx = usableWidth - boxA.width;
    const roomAy = usableHeight - boxA.height;
    if (roomAx < -EPSILON || roomAy < -EPSILON) continue;
    for (const b of turns) {
      // a pair and its swap fit alike
      if (b < a) continue;
      const boxB = geometry.blank.orientation(b);
      const roomBx = usableWidth - boxB.width;
      const roomBy = usableHeight - boxB.height;
      if (roomBx < -EPSILON || roomBy < -EPSILON) continue;
      const offsets = { minX: -roomAx, minY: -roomAy, maxX: roomBx, maxY: roomBy };
      if (freeOffsetIn(geometry.nfp(a, b), offsets)) return true;
    }
  }
  return false;
}

/**
 * A bound on copies that is tighter than the area bound where the sheet is small for the blank: 0
 * when no allowed turn of the blank fits the usable area, 1 when no two copies fit it together in any
 * pair of turns (exact, on the blank as nesting models it), else the area bound. No layout holds more.
 */
export function nestingCountBound(
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions = {},
): number {
  const context = contextFor(blank, sheet, options);
  const { geometry, usableWidth, usableHeight, turns } = context;
  const area = nestingUpperBound(blank, sheet);
  const fits = turns.some((turn) => {
    const box = geometry.blank.orientation(turn);
    return box.width <= usableWidth + 1e-9 && box.height <= usableHeight + 1e-9;
  });
  if (!fits) return 0;
  if (area < 2) return area;
  return twoCopiesFit(context) ? area : 1;
}
