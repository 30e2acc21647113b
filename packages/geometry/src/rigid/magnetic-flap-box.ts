import { foldAllowance, greyboard } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { arc, type Point } from '../primitives/segment';
import { type BookBoxSpec, bookCaseLayout, buildBookBox } from './book-box';

/**
 * A magnetic-flap box: the hinged-lid case run on past the lid into a front flap that closes down over
 * the tray's front, held by a pair of disc magnets pocketed in the flap's board and in the tray's
 * front wall at the same height, near the flap's free edge, hidden under the wraps and the liner.
 */
export interface MagneticFlapBoxSpec extends BookBoxSpec {
  hingeGap: number;
  /** How far the flap's board stops above the base board's inner face, mm (2 to 5). */
  flapGap: number;
  /** The magnets' diameter: each pocket is a hole through its board this size, mm. */
  magnetDiameter: number;
}

/**
 * How high the magnets' centres stand above the tray's base (its board's outer face), mm: as low as
 * the flap's board allows, where they hold the flap's free edge best, a knife's clearance and a radius
 * above the flap's end, or above the base's groove where the flap reaches lower than the tray's foot.
 */
export function magnetHeight(spec: MagneticFlapBoxSpec): number {
  const { knifeGap } = designRuleLimits(greyboard(spec.boardThickness, spec.wrap));
  // the flap's end stands the flap gap above the base board's inner face, which lies the tray's base
  // paper and the case's turn-in and liner below the tray's board
  const flapEnd = spec.flapGap - 3 * spec.wrap;
  return Math.max(0, flapEnd) + knifeGap + spec.magnetDiameter / 2;
}

/**
 * The pocket's centre on the tray board's front wall, in the board's flat: halfway along the wall, at
 * the magnets' height above the base's groove (the wall runs from the groove at y = 0 to its rim at
 * y = -(H + t)).
 */
export function trayMagnetCentre(spec: MagneticFlapBoxSpec): Point {
  const allowance = foldAllowance(greyboard(spec.boardThickness, spec.wrap));
  return { x: (spec.length + allowance) / 2, y: -magnetHeight(spec) };
}

/**
 * The pocket's centre on the flap's board, measured from the board's end at the lid's outer face: a
 * lid board, its turn-in and liner and the tray's rim paper down to the tray's rim, then the tray's
 * board down to the magnets' height; halfway along.
 */
export function flapMagnetCentre(spec: MagneticFlapBoxSpec, boardLength: number): Point {
  const t = spec.boardThickness;
  const p = spec.wrap;
  return { x: boardLength / 2, y: t + 3 * p + spec.height + t - magnetHeight(spec) };
}

/**
 * The largest magnet the pockets take: the tray's front wall less a knife's clearance from the rim's
 * cut and from the base's groove, and on the flap, whose board ends the flap gap above the base board
 * (below the tray wall's foot once the gap passes the papers there), that clearance from its end.
 */
export function largestMagnet(
  spec: Pick<MagneticFlapBoxSpec, 'height' | 'boardThickness' | 'wrap' | 'flapGap'>,
): number {
  const { knifeGap } = designRuleLimits(greyboard(spec.boardThickness, spec.wrap));
  const shortFlap = Math.max(0, spec.flapGap - 3 * spec.wrap);
  return spec.height + spec.boardThickness - 2 * knifeGap - 2 * shortFlap;
}

const withHole = (graph: PanelGraph, panel: string, centre: Point, diameter: number): PanelGraph => ({
  ...graph,
  cuts: [...graph.cuts, { kind: 'hole', panel, segments: [arc(centre, diameter / 2, 0, 360)] }],
});

/**
 * The book box's pieces with a front flap on the case (eight pieces: the flap's board beside the
 * others), and a magnet pocket through the tray's front wall and through the flap's board.
 */
export function buildMagneticFlapBox(spec: MagneticFlapBoxSpec): TemplatePart[] {
  const parts = buildBookBox({ ...spec, frontFlap: { gap: spec.flapGap } });
  return parts.map((part) => {
    if (part.name === 'tray board')
      return { ...part, graph: withHole(part.graph, 'front', trayMagnetCentre(spec), spec.magnetDiameter) };
    if (part.name === 'flap board') {
      const centre = flapMagnetCentre(spec, bookCaseLayout(spec).boardLength);
      return { ...part, graph: withHole(part.graph, 'flap', centre, spec.magnetDiameter) };
    }
    return part;
  });
}
