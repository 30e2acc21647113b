import type { TemplatePart } from '../catalog/template-definition';
import { hingeGap } from './book-box';
import { type PostHoles, postPositions } from './swatch-card';
import { buildWrappedCase, type WrappedCaseSpec } from './wrapped-case';

export interface SwatchBookSpec {
  /** The swatch cards: along the binding edge (x) and across from it (y), mm. */
  length: number;
  width: number;
  cards: number;
  cardThickness: number;
  /** How far the covers stand past the cards at the head, tail and fore-edge. */
  overhang: number;
  /** From the covers' binding edge to the flex hinge's part-cut. */
  flexHinge: number;
  posts: PostHoles;
  boardThickness: number;
  wrap: number;
  turnIn: number;
}

export function swatchBookBoards(spec: SwatchBookSpec) {
  const t = spec.boardThickness;
  const p = spec.wrap;
  // between the covers' inner faces: the stack of cards, and a turn-in and a liner on each cover
  const insideDepth = spec.cards * spec.cardThickness + 2 * (p + p);
  return {
    coverLength: spec.length + 2 * spec.overhang,
    // the binding edge lies flush with the cards' so the post holes line up
    coverWidth: spec.width + spec.overhang,
    insideDepth,
    // from the front cover's outer face to the back cover's
    spineWidth: insideDepth + 2 * t,
    gap: hingeGap(t),
  };
}

/** The post holes' centres on a cover: `binding` is the y of its binding edge (0 or the width). */
export function coverPostCentres(spec: SwatchBookSpec, binding: 'low' | 'high') {
  const { coverLength, coverWidth } = swatchBookBoards(spec);
  const y = binding === 'low' ? spec.posts.inset : coverWidth - spec.posts.inset;
  // the cards' holes lie the same distance from their head as the covers' from the covers' head, less
  // the overhang
  return postPositions(coverLength, spec.posts).map((x) => ({ x, y }));
}

export function swatchBookCase(spec: SwatchBookSpec): WrappedCaseSpec {
  const { coverLength, coverWidth, spineWidth, gap } = swatchBookBoards(spec);
  const holes = (board: string, binding: 'low' | 'high') =>
    coverPostCentres(spec, binding).map((centre) => ({ board, centre, diameter: spec.posts.diameter }));
  return {
    length: coverLength,
    // lying closed, front up: the front cover (binding edge at its top), the spine, the back cover
    boards: [
      {
        id: 'front',
        width: coverWidth,
        flex: { at: coverWidth - spec.flexHinge, lineType: 'partial_cut', name: 'binding_strip' },
      },
      { id: 'spine', width: spineWidth, foldAngle: 90 },
      {
        id: 'back',
        width: coverWidth,
        flex: { at: spec.flexHinge, lineType: 'partial_cut', name: 'cover' },
      },
    ],
    joints: [
      { id: 'front_joint', width: gap },
      { id: 'back_joint', width: gap, foldAngle: 90 },
    ],
    t: spec.boardThickness,
    p: spec.wrap,
    turnIn: spec.turnIn,
    throughHoles: [...holes('front', 'high'), ...holes('back', 'low')],
  };
}

/**
 * A swatch book's case: front and back cover boards, each with a flex hinge (a part-cut across the
 * board near the binding edge, so the cover opens while its binding strip stays clamped), a spine
 * board as wide as the stack of cards and both covers, one wrap and a liner. Post holes through both
 * covers' binding strips, the wrap and the liner take the posts (Chicago screws) that hold the cards.
 */
export function buildSwatchBook(spec: SwatchBookSpec): TemplatePart[] {
  const parts = buildWrappedCase(swatchBookCase(spec), {
    board: (id) => `${id} board`,
    wrap: 'case wrap',
    liner: 'liner',
  });
  // the spine board first: its width is the one the cards set; the covers follow
  const spine = parts.filter((part) => part.name === 'spine board');
  return [...spine, ...parts.filter((part) => part.name !== 'spine board')];
}
