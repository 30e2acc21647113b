import { foldAllowance, greyboard, wrapPaper } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import {
  composeTransforms,
  poseFoldModel,
  type RigidTransform,
  translation,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline, rectangle } from '../primitives/outline';
import type { Point } from '../primitives/segment';
import {
  buildRigidTrayBoard,
  buildRigidTrayWrap,
  hardCardboardComponent,
  type RigidTraySpec,
  rigidTrayOutside,
  wrapPlacementOnBoard,
} from './rigid-tray';

export interface BookBoxSpec {
  /** Inside of the tray board, mm. */
  length: number;
  width: number;
  height: number;
  /** Greyboard caliper, tray and case alike. */
  boardThickness: number;
  /** Caliper of the wrapping and lining paper. */
  wrap: number;
  /** How far the case wrap turns in over the case boards' edges, mm. */
  turnIn: number;
  /** How far the case boards stand out past the wrapped tray at the head, tail and fore-edge, mm. */
  overhang: number;
  /** The gap between neighbouring case boards in the flat, mm; a square joint (`hingeGap`) when absent. */
  hingeGap?: number;
  /**
   * A front flap hinged on the lid board that closes down over the tray's front, its board's lower end
   * `gap` mm above the back board's inner face (a magnetic-flap box); none on a book box.
   */
  frontFlap?: { gap: number };
}

/** A square joint's play beyond two boards, mm: the lid opens flat without the paper binding. */
export const HINGE_PLAY = 1;
/** The liner stops this far short of the case's edges, so it covers the turn-ins but not the edge. */
export const LINER_MARGIN = 3;

/**
 * The gap between neighbouring case boards in the flat, a square joint: a board for the spine board's
 * end, which stands on the paper past the back board's edge, a board of clearance, and play.
 */
export const hingeGap = (boardThickness: number): number => 2 * boardThickness + HINGE_PLAY;

export function bookTray(spec: BookBoxSpec): RigidTraySpec {
  return {
    length: spec.length,
    width: spec.width,
    height: spec.height,
    caliper: spec.boardThickness,
    wrap: spec.wrap,
    root: 'base',
  };
}

/**
 * The case's measures, mm. The case opens like a book: back board, joint, spine, joint, lid board,
 * across `y` (the spine runs along the tray's length). The joints are square: closed, the paper runs
 * on flat past the back board's edge and turns up at the spine board's outer face, whose ends stand
 * on the joints' paper; the spine board spans the case from the back board's outer face to the lid
 * board's, the wrapped tray's height and both boards.
 */
export interface BookCaseLayout {
  /** Back and lid boards: along the spine, and across from the fore-edge to the spine side. */
  boardLength: number;
  boardWidth: number;
  /** The lid board across: the back board's width, or with a front flap up to the flap's joint. */
  lidWidth: number;
  /** The front flap's board, from its end at the lid's outer face down, when the case has one. */
  flapWidth?: number;
  spineWidth: number;
  gap: number;
  /** Between the back and lid boards' inner faces: the wrapped tray plus a turn-in and a liner each side. */
  insideDepth: number;
  t: number;
  p: number;
}

export function bookCaseLayout(spec: BookBoxSpec): BookCaseLayout {
  const t = spec.boardThickness;
  const p = spec.wrap;
  const tray = rigidTrayOutside(bookTray(spec));
  // the tray in its wrap: a paper on each face
  const wrapped = { length: tray.length + 2 * p, width: tray.width + 2 * p, height: tray.height + 2 * p };
  const gap = spec.hingeGap ?? hingeGap(t);
  const insideDepth = wrapped.height + 2 * (p + p);
  const boardWidth = wrapped.width + spec.overhang;
  return {
    // overhang at the head, tail and fore-edge; the spine side is flush with the tray's back wall
    boardLength: wrapped.length + 2 * spec.overhang,
    boardWidth,
    // with a front flap the lid stops short of the tray's front: the flap's board stands a joint less a
    // board (and half the paper round its corner) beyond the lid's edge, its inner face a turn-in and a
    // liner off the wrapped tray's front
    lidWidth: spec.frontFlap ? wrapped.width + 2 * p - (gap - t - p / 2) : boardWidth,
    ...(spec.frontFlap ? { flapWidth: t + insideDepth - spec.frontFlap.gap } : {}),
    // from the back board's outer face to the lid board's
    spineWidth: insideDepth + 2 * t,
    gap,
    insideDepth,
    t,
    p,
  };
}

/** Where each case board lies on the case wrap's flat sheet: its lower-left corner and its size. */
function caseBoardsOnWrap(layout: BookCaseLayout) {
  const { boardLength, boardWidth, lidWidth, flapWidth, spineWidth, gap, p } = layout;
  // the wrap's crease runs half a paper outside each board edge it folds round (head, tail, fore-edges)
  // the spine's band is a paper longer than its board: half a paper round each of its square corners
  const back = { id: 'back', x: p / 2, y: p / 2, width: boardWidth };
  const spine = { id: 'spine', x: p / 2, y: back.y + boardWidth + gap + p / 2, width: spineWidth };
  const lid = { id: 'lid', x: p / 2, y: spine.y + spineWidth + p / 2 + gap, width: lidWidth };
  // the flap turns down at its joint's end as the spine turns up at its own: half a paper in
  const flap =
    flapWidth === undefined
      ? undefined
      : { id: 'flap', x: p / 2, y: lid.y + lidWidth + gap + p / 2, width: flapWidth };
  return { back, spine, lid, flap, length: boardLength };
}

const CASE_PANELS = ['back', 'back_joint', 'spine', 'lid_joint', 'lid', 'flap_joint', 'flap'] as const;

/** The case's bands across, from the back board's fore-edge: a book's five, or with a front flap seven. */
const casePanels = (layout: BookCaseLayout) => CASE_PANELS.slice(0, layout.flapWidth === undefined ? 5 : 7);

/**
 * The case wrap's folding order, as a bookbinder covers a case: the strips over the board edges, the
 * head and tail turn-ins, then the fore-edge turn-ins over their mitred corners (turned at once, the
 * two meet at the corners), then the case closes round the tray and the flap turns down.
 */
const CASE_STAGES = { strips: 0, headAndTail: 1, foreEdges: 2, close: 3, flap: 4 } as const;

/**
 * One paper round the three case boards: under each board (and across the joints between them), a
 * strip over each free board edge (a board and a paper wide) and a turn-in beyond it, folded 180
 * degrees in all onto the board's inside. At the four outer corners the paper is cut off at 45 degrees
 * one board thickness from the board's corner, and a slit from the corner to that cut lets the head
 * and fore-edge turn-ins fold one over the other. The head and tail turn-ins run unbroken along the
 * whole case, across the joints and the spine.
 */
export function buildBookCaseWrap(spec: BookBoxSpec): PanelGraph {
  const layout = bookCaseLayout(spec);
  const { gap, t, p } = layout;
  const boards = caseBoardsOnWrap(layout);
  const paper = wrapPaper(p);
  const length = boards.length + foldAllowance(paper);
  const corner = t; // the cut's distance from the board corner
  const cut: TurnInCut = {
    r: t + p,
    turnIn: spec.turnIn,
    bisector: corner / Math.SQRT2,
    mitre: corner * Math.SQRT2,
  };
  const { bands, total } = caseBands(layout);
  const last = bands[bands.length - 1]?.id ?? 'lid';
  const builder = new PanelGraphBuilder();
  drawCaseBands(builder, bands, length);
  // head (x = 0) and tail (x = length): b runs along y
  const head = (a: number, b: number): Point => ({ x: -a, y: b });
  const tail = (a: number, b: number): Point => ({ x: length + a, y: b });
  for (const [index, band] of bands.entries()) {
    // the outer corners: the back board's and the lid board's (or the flap's) at the fore-edges
    const corners = { start: band.id === 'back', end: band.id === last };
    drawTurnIn(builder, cut, `${band.id}_head`, band.id, head, band.from, band.to, corners);
    drawTurnIn(builder, cut, `${band.id}_tail`, band.id, tail, band.from, band.to, corners);
    // the head and tail turn-ins run on unbroken across the joints and the spine: where two bands
    // meet, their strips and turn-ins are creased on, not slit
    const previous = bands[index - 1];
    if (!previous) continue;
    for (const [end, at] of [
      ['head', head],
      ['tail', tail],
    ] as const) {
      const loop = { closesLoop: true, stage: CASE_STAGES.close, foldAngle: 0 };
      const edge = (id: string) => `${id}_${end}_edge`;
      const turnIn = (id: string) => `${id}_${end}_turn_in`;
      builder.hinge(edge(previous.id), edge(band.id), at(0, band.from), at(cut.r, band.from), loop);
      builder.hinge(
        turnIn(previous.id),
        turnIn(band.id),
        at(cut.r, band.from),
        at(cut.r + cut.turnIn, band.from),
        loop,
      );
    }
  }
  // the fore-edges: b runs along x
  const both = { start: true, end: true };
  const fore = CASE_STAGES.foreEdges;
  drawTurnIn(builder, cut, 'back_fore_edge', 'back', (a, b) => ({ x: b, y: -a }), 0, length, both, fore);
  drawTurnIn(
    builder,
    cut,
    `${last}_fore_edge`,
    last,
    (a, b) => ({ x: b, y: total + a }),
    0,
    length,
    both,
    fore,
  );
  const { r, turnIn: T } = cut;
  builder.dimension('turn_in', { x: length / 2, y: -r }, { x: length / 2, y: -(r + T) }, T, 0);
  builder.dimension(
    'hinge_gap',
    { x: length / 2, y: bands[1]?.from ?? 0 },
    { x: length / 2, y: bands[1]?.to ?? 0 },
    gap,
    0,
  );
  return builder.build('back', paper);
}

/** A band of the case wrap across y: under a board, or across a joint between two. */
interface CaseBand {
  id: (typeof CASE_PANELS)[number];
  from: number;
  to: number;
}

/** The wrap's bands from the back board's edge on, and the wrap's width across them all. */
function caseBands(layout: BookCaseLayout): { bands: CaseBand[]; total: number } {
  const bands: CaseBand[] = [];
  const flapped = layout.flapWidth !== undefined;
  let y = 0;
  for (const id of casePanels(layout)) {
    // a board band runs half a paper past a board edge the paper folds round (a fore-edge, a square
    // corner); a flapped lid's band ends at its board's edge, where the flap's joint runs on flat
    const width =
      id === 'back'
        ? layout.boardWidth + layout.p / 2
        : id === 'lid'
          ? layout.lidWidth + (flapped ? 0 : layout.p / 2)
          : id === 'spine'
            ? layout.spineWidth + layout.p
            : id === 'flap'
              ? (layout.flapWidth ?? 0) + layout.p
              : layout.gap;
    bands.push({ id, from: y, to: y + width });
    y += width;
  }
  return { bands, total: y };
}

function drawCaseBands(builder: PanelGraphBuilder, bands: CaseBand[], length: number): void {
  for (const [index, band] of bands.entries()) {
    builder.panel(
      band.id,
      band.id.endsWith('joint') ? 'wall' : band.id === 'flap' ? 'closure' : 'base',
      rectangle(0, band.from, length, band.to),
    );
    const parent = bands[index - 1];
    // the turn-ins go down on the open case first; then the case closes round the tray, turning a
    // right angle at each of the spine's square corners, the joints' paper flat against the boards;
    // a front flap turns down over the tray's front once the lid is shut
    if (parent)
      builder.hinge(
        parent.id,
        band.id,
        { x: 0, y: band.from },
        { x: length, y: band.from },
        band.id === 'flap'
          ? { foldAngle: 90, stage: CASE_STAGES.flap }
          : { foldAngle: band.id === 'spine' || band.id === 'lid_joint' ? 90 : 0, stage: CASE_STAGES.close },
      );
  }
}

/** How far the paper reaches past a board edge, and how it is cut at an outer corner, mm. */
export interface TurnInCut {
  /** The strip over the board's edge: a board and a paper wide. */
  r: number;
  turnIn: number;
  /** Where the corner's bisector meets the cut, out from the corner along each edge. */
  bisector: number;
  /** a + b on the cut line, a and b measured out from the corner. */
  mitre: number;
}

/** The strip over a board edge and the turn-in beyond it, cut at 45 degrees at an outer corner. */
export function drawTurnIn(
  builder: PanelGraphBuilder,
  { r, turnIn: T, bisector, mitre }: TurnInCut,
  id: string,
  parent: string,
  /** Maps (a, b): a out across the folded edge, b along it from `from` to `to`. */
  at: (a: number, b: number) => Point,
  from: number,
  to: number,
  corners: { start: boolean; end: boolean },
  /** When the turn-in folds over (the strip turns in stage 0). */
  turnInStage = 1,
): void {
  // an outer corner: the strip reaches past the board corner up to the bisector and the cut
  const startCorner = (a: number): number => (corners.start ? Math.min(a, mitre - a) : 0);
  const endCorner = (a: number): number => (corners.end ? Math.min(a, mitre - a) : 0);
  const stripId = `${id}_edge`;
  const strip: Point[] = [];
  strip.push(at(0, from));
  if (corners.start) strip.push(at(bisector, from - bisector));
  strip.push(at(r, from - startCorner(r)));
  strip.push(at(r, to + endCorner(r)));
  if (corners.end) strip.push(at(bisector, to + bisector));
  strip.push(at(0, to));
  builder.panel(stripId, 'wall', outline(strip));
  builder.hinge(parent, stripId, at(0, from), at(0, to));
  const turnInId = `${id}_turn_in`;
  builder.panel(
    turnInId,
    'glue_flap',
    outline([
      at(r, from - startCorner(r)),
      at(r, to + endCorner(r)),
      at(r + T, to + endCorner(r + T)),
      at(r + T, from - startCorner(r + T)),
    ]),
  );
  builder.hinge(stripId, turnInId, at(r, from - startCorner(r)), at(r, to + endCorner(r)), {
    stage: turnInStage,
  });
}

/** A flat greyboard rectangle: one case board. */
function caseBoard(id: string, length: number, width: number, t: number, p: number): PanelGraph {
  const builder = new PanelGraphBuilder();
  builder.panel(id, 'base', rectangle(0, 0, length, width));
  builder.dimension(`${id}_board`, { x: 0, y: width / 2 }, { x: length, y: width / 2 }, length, 0);
  return builder.build(id, greyboard(t, p));
}

/**
 * The liner: one paper over the insides of the back board, spine and lid board, covering the turn-ins
 * and stopping `LINER_MARGIN` short of the case's edges. It runs straight into the corners between
 * the boards' inner faces (creased there), bridging the joints.
 */
export function buildBookLiner(spec: BookBoxSpec): PanelGraph {
  const { back, spine, lid, flap } = linerMeasures(spec);
  const length = bookCaseLayout(spec).boardLength - 2 * LINER_MARGIN;
  const builder = new PanelGraphBuilder();
  const lidEnd = flap === undefined ? 2 * back + spine : back + spine + lid;
  builder.panel('back', 'base', rectangle(0, 0, length, back));
  builder.panel('spine', 'wall', rectangle(0, back, length, back + spine));
  builder.panel('lid', 'base', rectangle(0, back + spine, length, lidEnd));
  builder.hinge('back', 'spine', { x: 0, y: back }, { x: length, y: back });
  builder.hinge('spine', 'lid', { x: 0, y: back + spine }, { x: length, y: back + spine });
  if (flap !== undefined) {
    // on into the corner between the lid's and the flap's inner faces and down the flap
    builder.panel('flap', 'closure', rectangle(0, lidEnd, length, lidEnd + flap));
    builder.hinge('lid', 'flap', { x: 0, y: lidEnd }, { x: length, y: lidEnd });
  }
  builder.dimension('liner', { x: 0, y: back / 2 }, { x: length, y: back / 2 }, length, 0);
  return builder.build('back', wrapPaper(spec.wrap));
}

/**
 * The liner's panels, mm, worked out in the case's cross-section (`y` across from the fore-edge,
 * depth into the case from the back panel of the wrap): it lies one turn-in and half a paper in from
 * the boards' inner faces.
 */
function linerMeasures(spec: BookBoxSpec): {
  back: number;
  spine: number;
  lid: number;
  flap?: number;
  depth: number;
} {
  const layout = bookCaseLayout(spec);
  const { t, p, gap } = layout;
  const boards = caseBoardsOnWrap(layout);
  const backEdge = boards.back.y + boards.back.width; // the back board's spine edge, wrap y
  // the spine's wrap turns up a joint beyond the back board's edge, the spine board on its inside
  const spineInner = backEdge + gap - p / 2 - t;
  const depth = p / 2 + t + p + p / 2; // the liner's mid-surface over the back board
  const back = spineInner - (p + p / 2) - (boards.back.y + LINER_MARGIN);
  // from the liner over the back board to the liner under the lid board
  const spine = layout.insideDepth - 2 * (p + p / 2);
  if (layout.flapWidth === undefined) return { back, spine, lid: back, depth };
  // a flapped lid's liner runs from the spine's corner to the flap's, each a joint less a board (and
  // half a paper) beyond the lid board's edges; down the flap from the corner (a board and the
  // liner's depth below the lid's outer face) to the margin
  const beyond = gap - t - p / 2;
  const lid = layout.lidWidth + 2 * beyond - 2 * (p + p / 2);
  const flap = layout.flapWidth - (t + p + p / 2) - LINER_MARGIN;
  return { back, spine, lid, flap, depth };
}

/**
 * A hinged-lid (book-style) rigid box: a wrapped board tray glued into a case of back board, spine
 * and lid board held by one case wrap and lined inside. Seven pieces, each nested on its own. The
 * tray board is first, since the asked sizes are the tray's inside.
 */
export function buildBookBox(spec: BookBoxSpec): TemplatePart[] {
  const tray = bookTray(spec);
  const layout = bookCaseLayout(spec);
  const { t, p } = layout;
  const boards = caseBoardsOnWrap(layout);
  const caseWrap = buildBookCaseWrap(spec);
  // the tray board's base is the world's origin, opening toward -z; the case's back board lies under
  // the tray's wrap, a liner and a turn-in further out
  // the tray board's outer faces are its grooves' surfaces; its wrap lies on them
  const wrappedEdge = p;
  const backBoardInner = wrappedEdge + p + p;
  const casePlacement = translation(
    -(wrappedEdge + spec.overhang) - p / 2,
    -(wrappedEdge + spec.overhang) - p / 2,
    backBoardInner + t + p / 2,
  );
  const pose = poseFoldModel(caseWrap);
  /** A board on its wrap panel: its corner at (x, y) on the flat wrap, half a board and a paper inside. */
  const onWrap = (panel: string, x: number, y: number): RigidTransform =>
    composeTransforms(
      casePlacement,
      composeTransforms(pose.get(panel) as RigidTransform, translation(x, y, -(t + p) / 2)),
    );
  const liner = linerMeasures(spec);
  return [
    {
      name: 'tray board',
      graph: buildRigidTrayBoard(tray),
      component: hardCardboardComponent('tray_board', 'Tray board'),
      placement: translation(0, 0, 0),
    },
    {
      name: 'tray wrap',
      graph: buildRigidTrayWrap(tray, spec.turnIn),
      component: hardCardboardComponent('tray_wrap', 'Tray wrap'),
      placement: wrapPlacementOnBoard(tray),
    },
    {
      name: 'back board',
      graph: caseBoard('back', boards.length, boards.back.width, t, p),
      component: hardCardboardComponent('back_board', 'Case back board'),
      placement: onWrap('back', boards.back.x, boards.back.y),
    },
    {
      name: 'spine board',
      graph: caseBoard('spine', boards.length, boards.spine.width, t, p),
      component: hardCardboardComponent('spine_board', 'Case spine board'),
      placement: onWrap('spine', boards.spine.x, boards.spine.y),
    },
    {
      name: 'lid board',
      graph: caseBoard('lid', boards.length, boards.lid.width, t, p),
      component: hardCardboardComponent('lid_board', 'Case lid board'),
      placement: onWrap('lid', boards.lid.x, boards.lid.y),
    },
    ...(boards.flap
      ? [
          {
            name: 'flap board',
            graph: caseBoard('flap', boards.length, boards.flap.width, t, p),
            component: hardCardboardComponent('flap_board', 'Case front flap board'),
            placement: onWrap('flap', boards.flap.x, boards.flap.y),
          },
        ]
      : []),
    {
      name: 'case wrap',
      printed: true,
      graph: caseWrap,
      component: hardCardboardComponent('case_wrap', 'Case wrap'),
      placement: casePlacement,
    },
    {
      name: 'liner',
      graph: buildBookLiner(spec),
      component: hardCardboardComponent('liner', 'Case liner'),
      placement: composeTransforms(
        casePlacement,
        translation(p / 2 + LINER_MARGIN, p / 2 + LINER_MARGIN, -liner.depth),
      ),
    },
  ];
}
