import { outline } from '../primitives/outline';
import type { Point, Segment } from '../primitives/segment';

/**
 * A local frame on one side of a rectangular panel: `u` runs along the side (counter-clockwise round
 * the panel), `v` away from it. Unlike an outline `Frame` it may turn a quarter, so a wall, its rim,
 * its turn-in and its corner laps are drawn once and placed on all four sides.
 */
export interface SideFrame {
  origin: Point;
  along: Point;
  out: Point;
}

export function onSide(frame: SideFrame, p: Point): Point {
  return {
    x: frame.origin.x + frame.along.x * p.x + frame.out.x * p.y,
    y: frame.origin.y + frame.along.y * p.x + frame.out.y * p.y,
  };
}

/** A closed outline through corners given in the side's frame, counter-clockwise on the sheet. */
export const sideOutline = (frame: SideFrame, corners: Point[]): Segment[] =>
  outline(corners.map((p) => onSide(frame, p)));

export type SideName = 'front' | 'right_side' | 'back' | 'left_side';

/** Which sides run along the length (the long walls) and which along the width (the end walls). */
export const LONG_SIDES: readonly SideName[] = ['front', 'back'];

/**
 * The four sides of the rectangle `[0, length] x [0, width]`, counter-clockwise from the front (the
 * side on y = 0), each with its span along `u`.
 */
export function rectangleSides(
  length: number,
  width: number,
): Array<{ name: SideName; frame: SideFrame; span: number }> {
  return [
    {
      name: 'front',
      frame: { origin: { x: 0, y: 0 }, along: { x: 1, y: 0 }, out: { x: 0, y: -1 } },
      span: length,
    },
    {
      name: 'right_side',
      frame: { origin: { x: length, y: 0 }, along: { x: 0, y: 1 }, out: { x: 1, y: 0 } },
      span: width,
    },
    {
      name: 'back',
      frame: { origin: { x: length, y: width }, along: { x: -1, y: 0 }, out: { x: 0, y: 1 } },
      span: length,
    },
    {
      name: 'left_side',
      frame: { origin: { x: 0, y: width }, along: { x: 0, y: -1 }, out: { x: -1, y: 0 } },
      span: width,
    },
  ];
}
