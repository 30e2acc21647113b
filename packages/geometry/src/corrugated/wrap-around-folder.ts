import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';

export interface WrapAroundFolderSpec {
  /** Inside sizes, mm: length along the wrap's creases, width front to back, height base to top. */
  length: number;
  width: number;
  height: number;
  board: CorrugatedBoard;
}

/** The overlap's ends are tapered this much (mm) so its corners clear the end flaps once folded. */
const OVERLAP_TAPER = 7;
/** Glue area margin inside the overlap. */
const GLUE_MARGIN = 2;

/** The body panels round the wrap, in the order they lie on the blank (y rising). */
export const WRAP_PANELS = ['base', 'front', 'top', 'back'] as const;
export type WrapPanel = (typeof WRAP_PANELS)[number];

/** Where the wrap-around's panels lie on the blank and how deep its end flaps are, mm. */
export interface WrapAroundLayout {
  t: number;
  /** The flute's panel allowance: a panel between two creases is its inside size plus this. */
  allowance: number;
  /** Score to score along the length: the end flaps' creases at x = 0 and x = bodyLength. */
  bodyLength: number;
  /** Each body panel's creases (or free edge) along y. */
  from: Record<WrapPanel, number>;
  to: Record<WrapPanel, number>;
  /** The overlap, glued under the base, and how wide it is. */
  overlapFrom: number;
  overlap: number;
  /** The end flaps of the front and back (inner, folded first) and of the base and top (outer). */
  innerFlap: number;
  outerFlap: number;
  /** Half the width of the slot between two neighbouring end flaps: its round's radius. */
  halfSlot: number;
}

/**
 * FEFCO 0409 on the blank: base | front | top | back | overlap, each body panel its inside size plus
 * the flute's panel allowance. The back reaches a board further, past the base's outer face, where the
 * overlap turns under the base and is glued to it. End flaps on every body panel fold in over the
 * ends: the front's and back's (inner) meet across the width, the base's and top's (outer) meet across
 * the height, each half its span plus the flute's flap allowance, never past the middle of the folded
 * end. Flutes run across the length (the blank's y), round the wrap.
 */
export function wrapAroundLayout(spec: WrapAroundFolderSpec): WrapAroundLayout {
  const profile = fluteProfile(spec.board);
  const t = spec.board.caliper;
  const a = profile.panel;
  const spans: Record<WrapPanel, number> = {
    base: spec.width + a,
    front: spec.height + a,
    top: spec.width + a,
    back: spec.height + a + t,
  };
  const from = {} as Record<WrapPanel, number>;
  const to = {} as Record<WrapPanel, number>;
  let y = 0;
  for (const id of WRAP_PANELS) {
    from[id] = y;
    y += spans[id];
    to[id] = y;
  }
  const meet = (inside: number) => Math.min(inside / 2 + profile.flap, (inside + a) / 2);
  return {
    t,
    allowance: a,
    bodyLength: spec.length + a,
    from,
    to,
    overlapFrom: y,
    overlap: profile.joint,
    innerFlap: meet(spec.width),
    outerFlap: meet(spec.height),
    halfSlot: profile.slot / 2,
  };
}

const isOuter = (id: WrapPanel) => id === 'base' || id === 'top';

/**
 * One end flap of a body panel spanning [y0, y1] along its crease, `depth` deep. Where a neighbour's
 * flap (or the overlap) stands beside it, a slot of the flute's width parts them, centred on the body
 * crease and ending in a round of half its width that touches the crease line at the body crease: the
 * flap's side turns into the round and its crease runs on to the body crease. The base's free edge
 * has no slot.
 */
function endFlapOutline(
  layout: WrapAroundLayout,
  y0: number,
  y1: number,
  depth: number,
  side: 'left' | 'right',
  slots: { below: boolean; above: boolean },
): OutlineStep[] {
  const r = layout.halfSlot;
  // u runs outward from the crease line
  const at = (u: number, y: number) => ({ x: side === 'left' ? -u : layout.bodyLength + u, y });
  // on the left end, walking up the crease and round the flap turns clockwise into each round
  const clockwise = side === 'left';
  const steps: OutlineStep[] = [at(0, y0), at(0, y1)];
  if (slots.above) steps.push({ arcTo: at(r, y1 - r), center: at(r, y1), clockwise });
  steps.push(at(depth, slots.above ? y1 - r : y1), at(depth, slots.below ? y0 + r : y0));
  if (slots.below) steps.push(at(r, y0 + r), { arcTo: at(0, y0), center: at(r, y0), clockwise });
  return steps;
}

/**
 * FEFCO 0409 wrap-around folder for long or flat goods: the goods lie on the base, the front, top and
 * back wrap round them, the overlap is glued under the base, and the end flaps fold in, the front's
 * and back's first, then the base's and top's over them, to be taped. Every flap crease lies on one
 * line at each end (in-line scoring), the slots between flaps ending in rounds.
 */
export function buildWrapAroundFolder(spec: WrapAroundFolderSpec): PanelGraph {
  const layout = wrapAroundLayout(spec);
  const { bodyLength: bl, from, to, t } = layout;
  const builder = new PanelGraphBuilder();
  for (const id of WRAP_PANELS) {
    builder.panel(
      id,
      id === 'base' ? 'base' : 'wall',
      outline([
        { x: 0, y: from[id] },
        { x: bl, y: from[id] },
        { x: bl, y: to[id] },
        { x: 0, y: to[id] },
      ]),
    );
  }
  for (let i = 1; i < WRAP_PANELS.length; i++) {
    const parent = WRAP_PANELS[i - 1] as WrapPanel;
    const child = WRAP_PANELS[i] as WrapPanel;
    builder.hinge(parent, child, { x: 0, y: from[child] }, { x: bl, y: from[child] });
  }
  for (const id of WRAP_PANELS) {
    const depth = isOuter(id) ? layout.outerFlap : layout.innerFlap;
    for (const side of ['left', 'right'] as const) {
      const flapId = `${id}_${side}_flap`;
      const slots = { below: id !== 'base', above: true };
      builder.panel(flapId, 'closure', outline(endFlapOutline(layout, from[id], to[id], depth, side, slots)));
      const x = side === 'left' ? 0 : bl;
      builder.hinge(id, flapId, { x, y: from[id] }, { x, y: to[id] }, { stage: isOuter(id) ? 2 : 1 });
    }
  }
  drawOverlap(builder, layout);
  builder.dimension(
    'length',
    { x: 0, y: (from.base + to.base) / 2 },
    { x: bl, y: (from.base + to.base) / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: bl / 2, y: from.top }, { x: bl / 2, y: to.top }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: from.front }, { x: bl / 2, y: to.front }, spec.height, 0);
  return builder.build('base', spec.board, {
    inside: {
      length: ['front_left_flap', 'front_right_flap'],
      width: ['front', 'back'],
      height: { between: ['base', 'top'] },
    },
    // the overlap lies under the base, a board below its mid-surface
    glued: [{ flap: 'overlap', panel: 'base', offset: t }],
    closures: [],
  });
}

/** The overlap on the back's free edge, tapered at both ends, with its glue area. */
function drawOverlap(builder: PanelGraphBuilder, layout: WrapAroundLayout): void {
  const { bodyLength: bl, overlapFrom: y0, overlap: w } = layout;
  const taper = Math.min(OVERLAP_TAPER, bl / 4);
  builder.panel(
    'overlap',
    'glue_flap',
    outline([
      { x: 0, y: y0 },
      { x: bl, y: y0 },
      { x: bl - taper, y: y0 + w },
      { x: taper, y: y0 + w },
    ]),
  );
  builder.hinge('back', 'overlap', { x: 0, y: y0 }, { x: bl, y: y0 });
  const m = GLUE_MARGIN;
  builder.glue('overlap', [
    { x: taper + m, y: y0 + m },
    { x: bl - taper - m, y: y0 + m },
    { x: bl - taper - m, y: y0 + w - m },
    { x: taper + m, y: y0 + w - m },
  ]);
}
