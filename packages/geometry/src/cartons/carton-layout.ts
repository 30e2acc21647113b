import {
  type CorrugatedBoard,
  type FoldingCartonBoard,
  foldAllowance,
  foldingCartonBoard,
} from '../board/board';
import type { BoxModel } from '../panel-graph/panel-graph';
import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import type { Frame } from '../primitives/outline';

/** The four walls of a glued tube in the order they follow the glue flap. */
export type WallId = 'back' | 'left_side' | 'front' | 'right_side';
export const WALL_IDS: readonly WallId[] = ['back', 'left_side', 'front', 'right_side'];

export interface Wall {
  id: WallId;
  /** Crease (or cut edge) positions along x, mm. */
  from: number;
  to: number;
  /** Which inside size the wall spans. */
  spans: 'length' | 'width';
}

/** The boards a glued tube carton is die-cut from: solid boxboard, or E or B flute corrugated. */
export type CartonBoard = FoldingCartonBoard | CorrugatedBoard;

/** Inside sizes and board of a carton, mm. */
export interface CartonSize {
  length: number;
  width: number;
  height: number;
  material: number;
  glueFlap: number;
}

/**
 * The flat body of a tube carton. Rule (documented in the README): the walls glue flap side first are
 * L + a, W + a, L + a and W, with a the board's fold allowance (one caliper t; the last one narrower so its edge clears the glue flap crease), so that
 * crease-to-crease distances less one board thickness give the inside sizes once folded. The body
 * creases at the ends sit `bodyHeight` apart.
 */
export interface CartonLayout {
  size: CartonSize;
  walls: Record<WallId, Wall>;
  bodyHeight: number;
  /** The board: boxboard of the size's caliper unless a corrugated carton says otherwise. */
  board: CartonBoard;
}

export function cartonLayout(
  size: CartonSize,
  bodyHeight: number,
  board: CartonBoard = foldingCartonBoard(size.material),
): CartonLayout {
  const { length, width } = size;
  const allowance = foldAllowance(board);
  const spans: Array<[WallId, number, Wall['spans']]> = [
    ['back', length + allowance, 'length'],
    ['left_side', width + allowance, 'width'],
    ['front', length + allowance, 'length'],
    ['right_side', width, 'width'],
  ];
  let x = 0;
  const walls = {} as Record<WallId, Wall>;
  for (const [id, span, kind] of spans) {
    walls[id] = { id, from: x, to: x + span, spans: kind };
    x += span;
  }
  return { size, walls, bodyHeight, board };
}

/** Whether the carton is corrugated: its locks and clearances then scale with the uncrushed caliper. */
export const isCorrugated = (layout: CartonLayout): boolean => layout.board.kind === 'corrugated';

/** A wall's score-to-score span over its inside size (one caliper on boxboard, the flute's on corrugated). */
export const panelAllowance = (layout: CartonLayout): number => foldAllowance(layout.board);

export type CartonEnd = 'top' | 'bottom';

/** Where an end's body creases lie and which way is out. */
export interface EndPlacement {
  end: CartonEnd;
  /** y of the body creases at this end. */
  creaseY: number;
  /** +1 at the top, -1 at the bottom: the direction away from the body. */
  outward: 1 | -1;
}

export function endPlacement(layout: CartonLayout, end: CartonEnd): EndPlacement {
  return end === 'top' ? { end, creaseY: layout.bodyHeight, outward: 1 } : { end, creaseY: 0, outward: -1 };
}

/** A frame on a wall's end: u from the wall's `from` (or `to`) edge along the crease, v outward. */
export function wallEndFrame(wall: Wall, place: EndPlacement, startAt: 'from' | 'to', offset = 0): Frame {
  return {
    origin: { x: startAt === 'from' ? wall.from : wall.to, y: place.creaseY + place.outward * offset },
    uSign: startAt === 'from' ? 1 : -1,
    vSign: place.outward,
  };
}

export const wallWidth = (wall: Wall): number => wall.to - wall.from;

/** The wall across a wall's `from` or `to` crease; none across the last wall's free edge. */
export function neighbourWall(wall: Wall, side: 'from' | 'to'): WallId | undefined {
  const index = WALL_IDS.indexOf(wall.id);
  const next = side === 'from' ? index - 1 : index + 1;
  return WALL_IDS[next];
}

/**
 * How far a flap's side edge sits in from its wall's crease. Beside a neighbour that carries a flap or
 * lid at the same end, the two share one knife on the crease line (two knives a board apart cannot be
 * built, nor stripped); beside a bare wall end the flap stands in a board so it clears that wall once
 * folded, and its knife runs on along the wall's end; on the free edge it runs on straight from the wall.
 */
export function flapSideInset(
  layout: CartonLayout,
  wall: Wall,
  side: 'from' | 'to',
  flapped: readonly WallId[],
): number {
  const neighbour = neighbourWall(wall, side);
  if (neighbour === undefined) return 0;
  return flapped.includes(neighbour) ? 0 : layout.size.material;
}

/** What a closure needs from the walls at its end, and how it draws itself. */
export interface ClosurePlan {
  /** How far a wall reaches past the body crease line (a lid hinge sits a board thickness out). */
  extension: Partial<Record<WallId, number>>;
  /** A half-round thumb notch, by radius, centred on a wall's free edge. */
  notch: Partial<Record<WallId, number>>;
  /** Draws the closure's panels, hinges and cuts. */
  draw(builder: PanelGraphBuilder): ClosureResult;
}

export interface ClosureResult {
  /** Every panel that closes the end, innermost ply first: together they must cover the opening once folded. */
  panels: string[];
  /** Panels held by a lock of their own (see `BoxModel['closures']`). */
  locked?: NonNullable<BoxModel['closures'][number]['locked']>;
  /** Plies glued to each other. */
  glued?: BoxModel['glued'];
  /** A panel of the innermost ply: the inside height is measured to it. */
  innermost: string;
}
