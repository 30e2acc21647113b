import { type Board, foldingCartonBoard } from '../board/board';
import type { ArcSegment, Point, Segment } from '../primitives/segment';
import type {
  BoxModel,
  CutFeature,
  DimensionLine,
  GlueArea,
  Hinge,
  HingeLineType,
  LockFeature,
  Panel,
  PanelGraph,
  PanelRole,
  ShapeModel,
} from './panel-graph';

export interface HingeOptions {
  lineType?: HingeLineType;
  foldAngle?: number;
  stage?: number;
  creased?: Array<[number, number]>;
  /** The crease as a curve from start to end (see `Hinge.curve`). */
  curve?: ArcSegment;
  /** A crease closing a loop of hinges, left out of the fold tree (see `Hinge.closesLoop`). */
  closesLoop?: boolean;
}

/**
 * A crease drawn on board that is never creased takes the board's own fold: greyboard is V-grooved,
 * and a paper wrap folds round its board with no tool, its folds guide lines only.
 */
function foldedByBoard(hinge: Hinge, board: Board): Hinge {
  if (hinge.lineType !== 'crease' && hinge.lineType !== 'reverse_crease') return hinge;
  if (board.kind === 'greyboard') return { ...hinge, lineType: 'v_groove' };
  if (board.kind === 'paper') return { ...hinge, lineType: 'fold_guide' };
  return hinge;
}

/** A hinge drawn with no options (most), without an empty object made for each. */
const NO_OPTIONS: Readonly<HingeOptions> = Object.freeze({});

/** Collects panels, hinges and features while a template draws, then hands out the graph. */
export class PanelGraphBuilder {
  private readonly panels: Panel[] = [];
  private readonly hinges: Hinge[] = [];
  private readonly cuts: CutFeature[] = [];
  private readonly glueAreas: GlueArea[] = [];
  private readonly filmAreas: GlueArea[] = [];
  private readonly dimensions: DimensionLine[] = [];
  private readonly locks: LockFeature[] = [];

  panel(id: string, role: PanelRole, outline: Segment[]): this {
    if (this.panels.some((panel) => panel.id === id)) throw new Error(`panel ${id} drawn twice`);
    this.panels.push({ id, role, outline });
    return this;
  }

  hinge(parent: string, child: string, start: Point, end: Point, options: HingeOptions = NO_OPTIONS): this {
    const hinge: Hinge = {
      parent,
      child,
      start,
      end,
      lineType: options.lineType ?? 'crease',
      foldAngle: options.foldAngle ?? 90,
      stage: options.stage ?? 0,
    };
    // the optional keys added in the same order as before, each only when given: spreading `{}` or a
    // one-key object for each made those objects for every hinge of every build
    if (options.creased) hinge.creased = options.creased;
    if (options.curve) hinge.curve = options.curve;
    if (options.closesLoop) hinge.closesLoop = true;
    this.hinges.push(hinge);
    return this;
  }

  cut(kind: CutFeature['kind'], panel: string, segments: Segment[]): this {
    this.cuts.push({ kind, panel, segments });
    return this;
  }

  glue(panel: string, polygon: Point[]): this {
    this.glueAreas.push({ panel, polygon });
    return this;
  }

  /** A window's film patch: the hole plus its overlap, on the film layer. */
  film(panel: string, polygon: Point[]): this {
    this.filmAreas.push({ panel, polygon });
    return this;
  }

  dimension(name: string, start: Point, end: Point, valueMm: number, offset: number): this {
    this.dimensions.push({ name, start, end, valueMm, offset });
    return this;
  }

  lock(feature: LockFeature): this {
    this.locks.push(feature);
    return this;
  }

  has(panelId: string): boolean {
    return this.panels.some((panel) => panel.id === panelId);
  }

  /**
   * A bare number is a folding-carton board of that caliper. `model` is a rectangular box's
   * `BoxModel`, or `{ shape }` for a folded piece of another shape; a flat piece has none.
   */
  build(root: string, board: number | Board, model?: BoxModel | { shape: ShapeModel }): PanelGraph {
    const box = model && !('shape' in model) ? model : undefined;
    const shape = model && 'shape' in model ? model.shape : undefined;
    const material = typeof board === 'number' ? foldingCartonBoard(board) : board;
    return {
      root,
      panels: [...this.panels],
      hinges: this.hinges.map((hinge) => foldedByBoard(hinge, material)),
      cuts: this.cuts,
      glueAreas: this.glueAreas,
      dimensions: this.dimensions,
      material: material.caliper,
      board: material,
      ...(box ? { box } : {}),
      ...(shape ? { shape } : {}),
      ...(this.filmAreas.length > 0 ? { filmAreas: this.filmAreas } : {}),
      ...(this.locks.length > 0 ? { locks: this.locks } : {}),
    };
  }
}
