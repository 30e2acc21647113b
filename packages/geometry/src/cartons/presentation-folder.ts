import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline, rectangle } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';

/** A pocket stops this far from its cover's outer edge and from the spine crease. */
export const POCKET_INSET = 3;
/** A glue tab stops this far from the cover's bottom crease (relief: no three plies on the crease). */
export const TAB_RELIEF = 3;
const TAPER = Math.tan((15 * Math.PI) / 180);
const GLUE_MARGIN = 1.5;
const CORNER = 4;
/** A business card (EU 85 x 55 and US 89 x 51 both fit) and how it sits on the pocket. */
export const CARD = { width: 90, height: 55 };
/** The card's lower edge above the pocket's fold, and how far each corner slit runs along its edges. */
export const CARD_ABOVE_FOLD = 12;
export const CARD_SLIT_LEG = 10;

export interface PresentationFolderSpec {
  /** One cover, outer edge to spine crease. */
  width: number;
  height: number;
  material: number;
  /** Spine between the two creases; 0 for a single crease. */
  capacity: number;
  pocketHeight: number;
  pockets: 1 | 2;
  glueTab: number;
  cardSlits: boolean;
}

/** The diagonal across the inner free corner of a pocket, mm. */
export const pocketChamfer = (spec: Pick<PresentationFolderSpec, 'width' | 'pocketHeight'>): number =>
  Math.min(25, spec.pocketHeight / 3, (spec.width - 2 * POCKET_INSET) / 4);

/**
 * A pocket under a cover's bottom edge, in a frame where x runs from the cover's outer edge toward the
 * spine (`outer` is the sheet x of the outer edge, `sign` which way the spine lies) and the pocket hangs
 * below y = 0; with its glue tab on the outer edge.
 */
function drawPocket(
  builder: PanelGraphBuilder,
  spec: PresentationFolderSpec,
  cover: string,
  outer: number,
  sign: 1 | -1,
): { id: string; at: (p: Point) => Point } {
  const id = `${cover}_pocket`;
  const tab = `${cover}_glue_tab`;
  const at = (p: Point): Point => ({ x: outer + sign * p.x, y: p.y });
  const a = POCKET_INSET;
  const b = spec.width - POCKET_INSET;
  const p = spec.pocketHeight;
  const c = pocketChamfer(spec);
  builder.panel(
    id,
    'closure',
    outline([
      at({ x: a, y: 0 }),
      at({ x: b, y: 0 }),
      { ...at({ x: b, y: -(p - c) }), radius: CORNER },
      { ...at({ x: b - c, y: -p }), radius: CORNER },
      at({ x: a, y: -p }),
    ]),
  );
  builder.hinge(cover, id, at({ x: a, y: 0 }), at({ x: b, y: 0 }), { foldAngle: 180, stage: 2 });
  // the glue tab on the pocket's outer edge, folded behind the pocket and glued to the cover
  const g = spec.glueTab;
  const top = -TAB_RELIEF;
  builder.panel(
    tab,
    'glue_flap',
    outline([
      at({ x: a, y: top }),
      at({ x: a, y: -p }),
      { ...at({ x: a - g, y: -p + g * TAPER }), radius: CORNER },
      { ...at({ x: a - g, y: top - g * TAPER }), radius: CORNER },
    ]),
  );
  builder.hinge(id, tab, at({ x: a, y: top }), at({ x: a, y: -p }), { foldAngle: 180, stage: 1 });
  const m = GLUE_MARGIN;
  const corners = [
    at({ x: a - m, y: top - g * TAPER - m }),
    at({ x: a - g + m, y: top - g * TAPER - m }),
    at({ x: a - g + m, y: -p + g * TAPER + m }),
    at({ x: a - m, y: -p + g * TAPER + m }),
  ];
  builder.glue(tab, corners);
  return { id, at };
}

/**
 * A presentation folder, printed face out: the back cover on the left, the spine (one crease, or two
 * creases a capacity apart), the front cover on the right; a pocket under the back cover (the right
 * one inside) and, when asked, one under the front cover, each hinged on its cover's bottom edge with a
 * glue tab on its outer edge. Business-card slits on the back cover's pocket hold a card by its two
 * lower corners. Folded, the folder lies closed, front cover up.
 */
export function buildPresentationFolder(spec: PresentationFolderSpec): PanelGraph {
  const { width: w, height: h, capacity: s } = spec;
  const builder = new PanelGraphBuilder();
  builder.panel('back', 'wall', rectangle(0, 0, w, h));
  builder.panel('front', 'wall', rectangle(w + s, 0, 2 * w + s, h));
  if (s > 0) {
    builder.panel('spine', 'wall', rectangle(w, 0, w + s, h));
    builder.hinge('front', 'spine', { x: w + s, y: 0 }, { x: w + s, y: h }, { stage: 3 });
    builder.hinge('spine', 'back', { x: w, y: 0 }, { x: w, y: h }, { stage: 3 });
  } else {
    builder.hinge('front', 'back', { x: w, y: 0 }, { x: w, y: h }, { foldAngle: 180, stage: 3 });
  }
  const pocket = drawPocket(builder, spec, 'back', 0, 1);
  if (spec.pockets === 2) drawPocket(builder, spec, 'front', 2 * w + s, -1);
  if (spec.cardSlits) {
    // the card centred on the pocket, its lower edge (folded) CARD_ABOVE_FOLD above the fold
    const left = (w - CARD.width) / 2;
    const y = -CARD_ABOVE_FOLD;
    const k = CARD_SLIT_LEG;
    for (const [corner, dir] of [
      [left, 1],
      [left + CARD.width, -1],
    ] as const) {
      builder.cut('slit', pocket.id, [
        line(pocket.at({ x: corner + dir * k, y }), pocket.at({ x: corner, y: y - k })),
      ]);
    }
  }
  builder.dimension('width', { x: w + s, y: (h * 2) / 3 }, { x: 2 * w + s, y: (h * 2) / 3 }, w, 0);
  builder.dimension('height', { x: w + s + w / 2, y: 0 }, { x: w + s + w / 2, y: h }, h, 0);
  builder.dimension(
    'pocket_height',
    { x: w / 2, y: 0 },
    { x: w / 2, y: -spec.pocketHeight },
    spec.pocketHeight,
    0,
  );
  if (s > 0) builder.dimension('capacity', { x: w, y: h / 2 }, { x: w + s, y: h / 2 }, s, 0);
  return builder.build('front', foldingCartonBoard(spec.material));
}
