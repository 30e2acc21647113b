import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, outline } from '../primitives/outline';

/**
 * `0409`: a wrap-around folder, base | front | top | back and a narrow overlap glued under the base,
 * end flaps meeting. `0410`: a five-panel folder, inner front | base | back | top and a fifth panel
 * that covers the whole front, the base's and top's end flaps each as deep as the box is high.
 */
export type WrapAroundStyle = '0409' | '0410';

export interface WrapAroundFolderSpec {
  /** Inside sizes, mm: length along the wrap's creases, width front to back, height base to top. */
  length: number;
  width: number;
  height: number;
  board: CorrugatedBoard;
  /** `0409` when absent. */
  style?: WrapAroundStyle;
}

/** The overlap's ends are tapered this much (mm) so its corners clear the end flaps once folded. */
const OVERLAP_TAPER = 7;
/** Glue area margin inside the overlap. */
const GLUE_MARGIN = 2;

/** A body panel round the wrap: its span across the blank, and whether its end flaps lie outermost. */
interface WrapBodyPanel {
  id: string;
  span: number;
  outer: boolean;
}

/** Where the wrap-around's panels lie on the blank and how deep its end flaps are, mm. */
export interface WrapAroundLayout {
  t: number;
  /** The flute's panel allowance: a panel between two creases is its inside size plus this. */
  allowance: number;
  /** Score to score along the length: the end flaps' creases at x = 0 and x = bodyLength. */
  bodyLength: number;
  /** The body panels in the order they lie on the blank (y rising); the base is the root. */
  panels: readonly string[];
  /** Each body panel's creases (or free edge) along y. */
  from: Record<string, number>;
  to: Record<string, number>;
  /**
   * The panel on the last body panel's free edge that closes the wrap, lying a board outside the
   * panel it is fastened to: the 0409's overlap under the base, the 0410's fifth panel over the front.
   */
  closing: { id: string; onto: string; from: number; width: number; taper: number };
  /** The end flaps of the sides (inner, folded first) and of the base and top (outer). */
  innerFlap: number;
  outerFlap: number;
  outerPanels: readonly string[];
  /** Half the width of the slot between two neighbouring end flaps: its round's radius. */
  halfSlot: number;
}

/**
 * The wrap-around on the blank, each body panel its inside size plus the flute's panel allowance; the
 * panel the closing panel hangs from reaches a board further, so the closing panel lies outside the
 * panel it is fastened to. End flaps on every body panel fold in over the ends: the sides' (inner)
 * meet across the width, half its span plus the flute's flap allowance, never past the middle of the
 * folded end; the base's and top's (outer) meet across the height likewise (0409) or each reach the
 * whole height and overlap (0410). Flutes run across the length (the blank's y), round the wrap.
 */
export function wrapAroundLayout(spec: WrapAroundFolderSpec): WrapAroundLayout {
  const profile = fluteProfile(spec.board);
  const t = spec.board.caliper;
  const a = profile.panel;
  const five = spec.style === '0410';
  const face = spec.width + a;
  const side = spec.height + a;
  const body: WrapBodyPanel[] = five
    ? [
        { id: 'inner_front', span: side, outer: false },
        { id: 'base', span: face, outer: true },
        { id: 'back', span: side, outer: false },
        { id: 'top', span: face + t, outer: true },
      ]
    : [
        { id: 'base', span: face, outer: true },
        { id: 'front', span: side, outer: false },
        { id: 'top', span: face, outer: true },
        { id: 'back', span: side + t, outer: false },
      ];
  const from: Record<string, number> = {};
  const to: Record<string, number> = {};
  let y = 0;
  for (const panel of body) {
    from[panel.id] = y;
    y += panel.span;
    to[panel.id] = y;
  }
  const bodyLength = spec.length + a;
  const meet = (inside: number) => Math.min(inside / 2 + profile.flap, (inside + a) / 2);
  return {
    t,
    allowance: a,
    bodyLength,
    panels: body.map((panel) => panel.id),
    from,
    to,
    closing: five
      ? { id: 'front', onto: 'inner_front', from: y, width: side, taper: 0 }
      : {
          id: 'overlap',
          onto: 'base',
          from: y,
          width: profile.joint,
          taper: Math.min(OVERLAP_TAPER, bodyLength / 4),
        },
    innerFlap: meet(spec.width),
    // a five-panel folder's base and top flaps reach the top and base, short of the far crease's roll
    outerFlap: five ? spec.height + profile.flap : meet(spec.height),
    outerPanels: body.filter((panel) => panel.outer).map((panel) => panel.id),
    halfSlot: profile.slot / 2,
  };
}

/**
 * One end flap of a body panel spanning [y0, y1] along its crease, `depth` deep. Where a neighbour's
 * flap (or the closing panel) stands beside it, a slot of the flute's width parts them, centred on the
 * body crease and ending in a round of half its width that touches the crease line at the body crease:
 * the flap's side turns into the round and its crease runs on to the body crease. A free edge of the
 * blank has no slot.
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
 * A corrugated wrap-around for long or flat goods (FEFCO 0409, or the 0410 five-panel folder): the
 * goods lie on the base, the other panels wrap round them, the closing panel is glued (or taped) a
 * board outside the panel it closes onto, and the end flaps fold in, the sides' first, then the
 * base's and the top's over them, to be taped. Every flap crease lies on one line at each end
 * (in-line scoring), the slots between flaps ending in rounds.
 */
export function buildWrapAroundFolder(spec: WrapAroundFolderSpec): PanelGraph {
  const layout = wrapAroundLayout(spec);
  const { bodyLength: bl, from, to, t, panels, closing } = layout;
  const builder = new PanelGraphBuilder();
  const rect = (y0: number, y1: number) =>
    outline([
      { x: 0, y: y0 },
      { x: bl, y: y0 },
      { x: bl, y: y1 },
      { x: 0, y: y1 },
    ]);
  for (const id of panels)
    builder.panel(id, id === 'base' ? 'base' : 'wall', rect(from[id] ?? 0, to[id] ?? 0));
  // each crease between neighbours on the blank, folded from the base outward both ways
  const root = panels.indexOf('base');
  for (let i = 1; i < panels.length; i++) {
    const [lower, upper] = [panels[i - 1] as string, panels[i] as string];
    const [parent, child] = i <= root ? [upper, lower] : [lower, upper];
    const y = from[upper] ?? 0;
    builder.hinge(parent, child, { x: 0, y }, { x: bl, y });
  }
  panels.forEach((id, i) => {
    const outer = layout.outerPanels.includes(id);
    const depth = outer ? layout.outerFlap : layout.innerFlap;
    for (const side of ['left', 'right'] as const) {
      const flapId = `${id}_${side}_flap`;
      // the first panel's lower edge is the blank's free edge; the last's upper edge meets the closing panel
      const slots = { below: i > 0, above: true };
      builder.panel(
        flapId,
        'closure',
        outline(endFlapOutline(layout, from[id] ?? 0, to[id] ?? 0, depth, side, slots)),
      );
      const x = side === 'left' ? 0 : bl;
      // the five-panel folder's top flap folds last, over the base's
      const stage = outer ? (spec.style === '0410' && id === 'top' ? 3 : 2) : 1;
      builder.hinge(id, flapId, { x, y: from[id] ?? 0 }, { x, y: to[id] ?? 0 }, { stage });
    }
  });
  drawClosingPanel(builder, layout);
  const [face, side] = spec.style === '0410' ? ['base', 'back'] : ['top', 'front'];
  const mid = (id: string) => ((from[id] ?? 0) + (to[id] ?? 0)) / 2;
  builder.dimension('length', { x: 0, y: mid('base') }, { x: bl, y: mid('base') }, spec.length, 0);
  builder.dimension(
    'width',
    { x: bl / 2, y: from[face] ?? 0 },
    { x: bl / 2, y: to[face] ?? 0 },
    spec.width,
    0,
  );
  builder.dimension(
    'height',
    { x: bl / 2, y: from[side] ?? 0 },
    { x: bl / 2, y: to[side] ?? 0 },
    spec.height,
    0,
  );
  const sideWall = spec.style === '0410' ? 'inner_front' : 'front';
  return builder.build('base', spec.board, {
    inside: {
      length: [`${sideWall}_left_flap`, `${sideWall}_right_flap`],
      width: [sideWall, 'back'],
      height: { between: ['base', 'top'] },
    },
    // the closing panel lies a board outside the panel it closes onto
    glued: [{ flap: closing.id, panel: closing.onto, offset: t }],
    closures: [],
  });
}

/** The panel closing the wrap, on the last body panel's free edge, tapered at its ends, with its glue area. */
function drawClosingPanel(builder: PanelGraphBuilder, layout: WrapAroundLayout): void {
  const { bodyLength: bl, closing, panels } = layout;
  const { from: y0, width: w, taper } = closing;
  const five = closing.id === 'front';
  builder.panel(
    closing.id,
    five ? 'wall' : 'glue_flap',
    outline([
      { x: 0, y: y0 },
      { x: bl, y: y0 },
      { x: bl - taper, y: y0 + w },
      { x: taper, y: y0 + w },
    ]),
  );
  const last = panels[panels.length - 1] as string;
  builder.hinge(last, closing.id, { x: 0, y: y0 }, { x: bl, y: y0 });
  // the five-panel folder's front is glued along its free edge only, where it meets the base
  const m = GLUE_MARGIN;
  const band = five ? Math.min(w / 2, 30) : w;
  builder.glue(closing.id, [
    { x: taper + m, y: y0 + w - band + m },
    { x: bl - taper - m, y: y0 + w - band + m },
    { x: bl - taper - m, y: y0 + w - m },
    { x: taper + m, y: y0 + w - m },
  ]);
}
