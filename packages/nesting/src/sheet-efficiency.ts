import { roundTo } from '@diecut/geometry';

export interface SheetEfficiencyInput {
  copies: number;
  /** Area inside the outer cut contour minus holes, mm². */
  blankArea: number;
  sheetWidth: number;
  sheetHeight: number;
}

/** Share of the whole sheet covered by blanks: `100 * copies * blank_area / (sheet_width * sheet_height)`, two decimals. */
export function sheetEfficiency({
  copies,
  blankArea,
  sheetWidth,
  sheetHeight,
}: SheetEfficiencyInput): number {
  if (!(sheetWidth > 0 && sheetHeight > 0))
    throw new RangeError('sheet width and height must be greater than zero');
  if (copies < 0 || blankArea < 0) throw new RangeError('copies and blank area cannot be negative');
  return roundTo((100 * copies * blankArea) / (sheetWidth * sheetHeight), 2);
}

/** How many copies fit along one axis: `floor((usable - size) / pitch) + 1`, or 0 when one does not fit. */
export function copiesAlongAxis(usable: number, size: number, pitch: number): number {
  if (!(pitch > 0)) throw new RangeError('pitch must be greater than zero');
  // a thousandth of a millimetre absorbs floating-point noise in sums of pitches
  const tolerance = 1e-3;
  if (size > usable + tolerance) return 0;
  return Math.floor((usable - size + tolerance) / pitch) + 1;
}

/** No layout of any kind beats `floor(usable area / blank area)` copies. */
export function copiesUpperBound(usableWidth: number, usableHeight: number, blankArea: number): number {
  if (!(blankArea > 0)) throw new RangeError('blank area must be greater than zero');
  return Math.max(0, Math.floor((usableWidth * usableHeight) / blankArea));
}
