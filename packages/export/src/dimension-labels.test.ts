import { describe, expect, it } from 'vitest';
import {
  dimensionAnnotation,
  MEASURED_ARROW_LENGTH,
  MEASURED_END_X,
  MEASURED_END_Y,
  MEASURED_OFFSET,
  MEASURED_START_X,
  MEASURED_START_Y,
  MEASURED_TEXT_HEIGHT,
  measured,
  type UnplacedDimension,
} from './dimension-labels';

/** The annotation of the line from (sx, sy) to (ex, ey), `offset` to its left, text 3 high, arrows 2.5 long. */
function annotate(
  sx: number,
  sy: number,
  ex: number,
  ey: number,
  offset: number,
  previous?: UnplacedDimension,
) {
  measured[MEASURED_START_X] = sx;
  measured[MEASURED_START_Y] = sy;
  measured[MEASURED_END_X] = ex;
  measured[MEASURED_END_Y] = ey;
  measured[MEASURED_OFFSET] = offset;
  measured[MEASURED_TEXT_HEIGHT] = 3;
  measured[MEASURED_ARROW_LENGTH] = 2.5;
  return dimensionAnnotation('d', '10 mm', previous);
}

describe('dimensionAnnotation', () => {
  it('should draw the line offset to its left, with extension lines, arrows tip first and the label above', () => {
    const annotation = annotate(0, 0, 10, 0, 5);
    expect(annotation).toMatchObject({
      name: 'd',
      label: '10 mm',
      start: { x: 0, y: 5 },
      end: { x: 10, y: 5 },
      extensionLines: [
        [
          { x: 0, y: 0 },
          { x: 0, y: 5 },
        ],
        [
          { x: 10, y: 0 },
          { x: 10, y: 5 },
        ],
      ],
      arrows: [
        [
          { x: 10, y: 5 },
          { x: 7.5, y: 5.75 },
          { x: 7.5, y: 4.25 },
        ],
        [
          { x: 0, y: 5 },
          { x: 2.5, y: 4.25 },
          { x: 2.5, y: 5.75 },
        ],
      ],
      textPosition: { x: 5, y: 5 + 1.2 },
      textAngle: 0,
    });
    expect(annotation?.arrows[0][0]).toBe(annotation?.end);
    expect(annotation?.arrows[1][0]).toBe(annotation?.start);
    // its box comes from placeLabels, in its own slot after the rest
    expect(Object.keys(annotation ?? {}).at(-1)).toBe('textBox');
    expect(annotate(0, 0, 0, 0, 5)).toBeUndefined();
  });

  it("should take a point equal to one of the previous annotation's, as a chain's links meet", () => {
    const first = annotate(0, 0, 10, 0, -9) as UnplacedDimension;
    const second = annotate(10, 0, 25, 0, -9, first) as UnplacedDimension;
    expect(second.start).toBe(first.end);
    expect(second.extensionLines[0]?.[0]).toBe(first.extensionLines[1]?.[0]);
    expect(second.end).toEqual({ x: 25, y: -9 });
    // a line drawn on its measured points takes the previous one's foot as its end
    const third = annotate(40, 0, 25, 0, 0, second) as UnplacedDimension;
    expect(third.end).toBe(second.extensionLines[1]?.[0]);
    expect(third.extensionLines).toEqual([]);
  });

  it('should not take a point whose zero is of the other sign', () => {
    const first = annotate(-10, 0, 0, 0, 0) as UnplacedDimension;
    expect(Object.is(first.end.x, 0)).toBe(true);
    // up the y axis from x = -0: the start stays at -0, which a writer's directions can tell apart
    const second = annotate(-0, 0, -0, 10, 0, first) as UnplacedDimension;
    expect(Object.is(second.start.x, -0)).toBe(true);
    expect(second.start).not.toBe(first.end);
  });
});
