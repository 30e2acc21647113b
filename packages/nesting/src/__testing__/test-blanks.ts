import { outline, PanelGraphBuilder, rectangle } from '@diecut/geometry';
import type { NestingBlank, NestingSheet } from '../index';

/** A one-panel rectangular blank, its flute along x or y when given. */
export const rectangleBlank = (width: number, height: number, fluteDirection?: 'x' | 'y'): NestingBlank => ({
  graph: new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, width, height)).build('p', 0.5),
  ...(fluteDirection ? { fluteDirection } : {}),
});

/**
 * A step 60 x 80: a 60 x 40 base with a 30 x 40 block on its left half; it and its half turn make a
 * 60 x 120 rectangle.
 */
export const stepBlank = (): NestingBlank => ({
  graph: new PanelGraphBuilder()
    .panel(
      'p',
      'wall',
      outline([
        { x: 0, y: 0 },
        { x: 60, y: 0 },
        { x: 60, y: 40 },
        { x: 30, y: 40 },
        { x: 30, y: 80 },
        { x: 0, y: 80 },
      ]),
    )
    .build('p', 0.5),
});

/** A sheet with the same margin on every side (none by default). */
export const sheet = (width: number, height: number, margin = 0): NestingSheet => ({
  width,
  height,
  marginTop: margin,
  marginBottom: margin,
  marginSide: margin,
});
