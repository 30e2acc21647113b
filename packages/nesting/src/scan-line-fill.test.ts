import { PanelGraphBuilder, rectangle } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { stepBlank } from './__testing__/test-blanks';
import type { ArrangementContext } from './arrangements';
import { blankGeometry } from './blank-geometry';
import type { QuarterTurns } from './no-fit-polygon';
import { continueFill, lowestCorner, ScanLineFill, WorkBudget } from './scan-line-fill';

const contextOf = (
  graph: ReturnType<PanelGraphBuilder['build']>,
  usableWidth: number,
  usableHeight: number,
  turns: QuarterTurns[] = [0, 1, 2, 3],
): ArrangementContext => ({ geometry: blankGeometry(graph).gap(0, 0), usableWidth, usableHeight, turns });

describe('ScanLineFill', () => {
  it('should lay rectangles touching, row by row from the lower-left corner', () => {
    const graph = new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, 300, 200)).build('p', 0.5);
    const fill = continueFill(
      new ScanLineFill(contextOf(graph, 900, 400, [0]), new WorkBudget(1e9)),
      [0],
      lowestCorner,
      100,
    );
    expect(fill.placed.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [300, 0],
      [600, 0],
      [0, 200],
      [300, 200],
      [600, 200],
    ]);
  });

  it('should fill from the right side with gravity -1, and columns first along x', () => {
    const graph = new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, 300, 200)).build('p', 0.5);
    const right = continueFill(
      new ScanLineFill(contextOf(graph, 700, 200, [0]), new WorkBudget(1e9), -1),
      [0],
      lowestCorner,
      100,
    );
    expect(right.placed.map(({ x }) => x)).toEqual([400, 100]);
    const columns = continueFill(
      new ScanLineFill(contextOf(graph, 600, 400, [0]), new WorkBudget(1e9), 1, 'x'),
      [0],
      lowestCorner,
      100,
    );
    expect(columns.placed.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [0, 200],
      [300, 0],
      [300, 200],
    ]);
  });

  it('should nest a step into its half turn, the two filling a 60 x 120 rectangle', () => {
    const { graph } = stepBlank();
    const fill = continueFill(
      new ScanLineFill(contextOf(graph, 60, 120, [0, 2]), new WorkBudget(1e9)),
      [0, 2],
      lowestCorner,
      10,
      [0, 2],
    );
    expect(fill.placed).toHaveLength(2);
    expect(fill.placed[1]?.quarterTurns).toBe(2);
    expect(fill.placed[1]?.x).toBeCloseTo(0, 6);
    expect(fill.placed[1]?.y).toBeCloseTo(40, 6);
  });

  it('should stop once its work budget is spent', () => {
    const graph = new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, 30, 20)).build('p', 0.5);
    const budget = new WorkBudget(500);
    const fill = continueFill(
      new ScanLineFill(contextOf(graph, 900, 900), budget),
      [0, 1],
      lowestCorner,
      10_000,
    );
    expect(budget.spent).toBe(true);
    expect(fill.placed.length).toBeLessThan(1350);
  });
});
