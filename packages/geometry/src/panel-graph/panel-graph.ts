import type { Board } from '../board/board';
import type { LineType } from '../line-types';
import type { ArcSegment, Point, Segment } from '../primitives/segment';

/** What a panel does in the folded box; the viewer stages folding and tests pick panels by it. */
export type PanelRole = 'wall' | 'glue_flap' | 'dust_flap' | 'closure' | 'tuck' | 'lock' | 'header' | 'base';

/** One flat piece of board between creases. Its outline is a closed, counter-clockwise chain (mm, y up). */
export interface Panel {
  id: string;
  role: PanelRole;
  outline: Segment[];
}

export type HingeLineType = Extract<
  LineType,
  'crease' | 'reverse_crease' | 'perforation' | 'cut_crease' | 'partial_cut' | 'v_groove' | 'fold_guide'
>;

/** A fold line shared by two panels. */
export interface Hinge {
  parent: string;
  child: string;
  start: Point;
  end: Point;
  lineType: HingeLineType;
  /** Degrees the child turns about the hinge; positive folds it toward the inside (away from the printed face). */
  foldAngle: number;
  /** Folding order for an animation: 0 body, then closures in rising stages. */
  stage: number;
  /**
   * Parts of the hinge that carry a crease, as mm from `start`; the rest of the edge is cut (a slit
   * lock's nicks). Absent: creased all along.
   */
  creased?: Array<[number, number]>;
  /**
   * The crease as drawn when it is curved: an arc from `start` to `end` (a pillow box's end, a cup
   * sleeve's flat-shipping fold). Both panels' outlines carry the same arc; the files draw it exactly
   * and the fold model turns the child about the chord `start`-`end`.
   */
  curve?: ArcSegment;
  /**
   * A crease between two panels the other hinges already join (a turn-in running on across a book
   * case's joint): drawn as a crease, never a knife, and left out of the fold tree, whose pose it
   * would contradict only by the paper's give.
   */
  closesLoop?: boolean;
}

/**
 * Lines inside the blank that are not panel edges: holes (closed knives), slits (open knives),
 * perforations (tear lines and tear strips, drawn on the perforation layer, never a hinge) and creases
 * or reverse creases that fold nothing in the model (a lip that rolls, a fold for shipping flat, a
 * bag's gusset folding in flat), and marks that are no tool line (a stitched joint's stitch positions,
 * on the annotation layer).
 */
export interface CutFeature {
  kind: 'hole' | 'slit' | 'perforation' | 'crease' | 'reverse_crease' | 'annotation';
  panel: string;
  segments: Segment[];
}

/** A where-to-glue area on a panel, drawn for the gluer; not a line the die cuts. */
export interface GlueArea {
  panel: string;
  polygon: Point[];
}

/**
 * The film patch over a window, drawn on its own layer for the window patcher: the window's hole plus
 * its glue overlap. Not a line the die cuts.
 */
export type FilmArea = GlueArea;

/** A measurement a dimension text shows: from `start` to `end`, labelled, drawn `offset` mm to the left of start->end. */
export interface DimensionLine {
  start: Point;
  end: Point;
  offset: number;
  /** The length in mm the label shows (an inside size may differ from the crease distance it spans). */
  valueMm: number;
  name: string;
  /**
   * What the label measures when its arrows do not span it: a box's asked length, width and height,
   * drawn crease to crease but ordered as inside, outside or score sizes, show the asked size and say
   * which it is, so the die maker reads the order.
   */
  measure?: 'inside' | 'outside' | 'score';
}

/**
 * A lock the construction relies on, pointing at the knife and the edge that make it, so the design
 * rules measure the drawn geometry rather than trusting the numbers it was drawn from.
 * - `catch`: a slit along a crease that a flap's shoulder slips into; the slit must be longer.
 * - `pass_through`: a slit a tab's head is pushed through; the slit must be narrower than the head
 *   (so the head stays caught) and wider than the neck (so the neck sits in it).
 */
export type LockFeature =
  | { kind: 'catch'; name: string; panel: string; slit: Segment; shoulder: { panel: string; edge: Segment } }
  | {
      kind: 'pass_through';
      name: string;
      panel: string;
      slit: Segment;
      tab: { panel: string; head: Segment; neck: Segment };
    };

/**
 * What the folded box must measure, for checks and the viewer: the panels whose mid-surfaces bound
 * the inside along each axis (the inside size is their distance less one board thickness), the glued
 * joints, and the panels that close each end.
 */
export interface BoxModel {
  inside: {
    length: [string, string];
    width: [string, string];
    /** Between two closing plies, or, for an open tube or tray, a wall's own extent. */
    height: { between: [string, string] } | { wall: string; base?: string };
  };
  /**
   * Glued plies: `offset` is how far (mm) the flap's mid-surface lies inside the panel's when the
   * construction compensates for the ply (0, the default, when it lies in the panel's plane).
   * `erectsWithTube` where the glue joins flaps across a corner of the tube, glued as the carton lies
   * knocked down, so that squaring the tube erects them (a crash-lock bottom's webs).
   */
  glued: Array<{ flap: string; panel: string; offset?: number; erectsWithTube?: boolean }>;
  /**
   * The panels that close each end, innermost ply first (folding order); `locked` names the ones held
   * by a lock of their own: a tuck behind a wall (`by` the tuck panel and `behind` the wall), a
   * tongue or hook over another flap (`by` the locking panel, `over` the flap it catches).
   */
  closures: Array<{
    end: 'top' | 'bottom';
    panels: string[];
    locked?: Array<{ panel: string; by: string } & ({ behind: string } | { over: string })>;
    /** Outer plies the packer tapes or glues shut on the filling line (a shipping case's flaps). */
    sealed?: string[];
  }>;
}

/**
 * What a folded piece that is not a rectangular box must do, for checks and the viewer (polygonal,
 * tapered and slanted boxes, pillows, bags): the glued joints land, and each closure covers the
 * cross-section of the tube its walls make.
 */
export interface ShapeModel {
  /**
   * The walls round the tube, in order; the cross-section is the polygon their planes enclose. Walls
   * must be parallel to one axis (a prism); leave it empty for a piece whose walls are not (a tapered
   * tray), whose joints alone are then checked.
   */
  tube: string[];
  glued: Array<{ flap: string; panel: string; offset?: number }>;
  /** The panels that close each end of the tube, innermost ply first. */
  closures: Array<{ end: 'top' | 'bottom'; panels: string[] }>;
}

/**
 * The one source of truth of a dieline: panels joined by hinges, plus cut features and glue areas.
 * Cut contour, creases, area, line lengths and the fold model are all derived from it.
 */
export interface PanelGraph {
  root: string;
  panels: Panel[];
  hinges: Hinge[];
  cuts: CutFeature[];
  glueAreas: GlueArea[];
  dimensions: DimensionLine[];
  /** Board thickness (caliper), mm: `board.caliper`. */
  material: number;
  /** The board the blank is cut from; fold allowances and flute direction come from it. */
  board: Board;
  box?: BoxModel;
  /** The folded shape of a piece that is not a rectangular box; absent on flat pieces (tags, labels). */
  shape?: ShapeModel;
  /** Window film patches. */
  filmAreas?: FilmArea[];
  /** Locks the design rules check (slit locks, postal locks). */
  locks?: LockFeature[];
}
