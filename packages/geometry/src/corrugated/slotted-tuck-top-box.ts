import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { Joint } from '../catalog/corrugated-parameters';
import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { drawSlottedBody, type SlottedScoring, type SlottedTop, slottedFlapPlan } from './slotted-box';

export interface SlottedTuckTopBoxSpec {
  /** Inside sizes, mm. */
  length: number;
  width: number;
  height: number;
  board: CorrugatedBoard;
  joint: Joint;
  /** How the bottom flaps' creases are placed (the top is die-cut). */
  scoring?: SlottedScoring;
  /** Depth of the tuck that slides down inside the front wall, mm. */
  tuckDepth: number;
}

/** Room between a dust flap's front end and the tuck that passes it, beyond the tuck's own board. */
const DUST_FLAP_TUCK_PLAY = 1;

/** Radius of the thumb notch in the front panel's rim, mm, on a front panel wide and tall enough. */
const THUMB_NOTCH = 12;

/** Each dust flap stops at least this short of the middle of the inside length, mm. */
const DUST_FLAP_GAP = 1;

/** The die-cut top's sizes, mm, measured from the creases of the panel each part hangs on. */
export interface TuckTopLayout {
  /** The lid's crease on the back wall stands this far past the dust flaps' crease line (one ply). */
  lidLift: number;
  /** Lid, back-wall crease to tuck crease: the body's width score to score less a board. */
  lidDepth: number;
  /** From each of the back wall's creases to the tuck's side: a side wall's half allowance and a board. */
  tuckInset: number;
  tuckDepth: number;
  /** Dust flaps: depth, and how far their front end stands from the front wall's crease. */
  dustFlap: number;
  dustFlapInset: number;
  /**
   * P4's front end is the free edge that meets the front panel, which stands P2's width score to
   * score from P3: the dust flap's inset from that edge, at least a knife's jog.
   */
  dustFlapFreeEdgeInset: number;
  /** The half-round notch in the front panel's rim that a thumb lifts the lid's edge by. */
  thumbNotch: number;
}

/**
 * The lid lies on the dust flaps, so it hinges a bend offset up the back wall, and reaches across to a
 * board inside the front wall, where its tuck turns down against the wall's inside face. The tuck is
 * a board narrower than the opening on each side (2t in all, more on thin flutes, where the lid's edge
 * beside the slot needs a knife's jog before the tuck starts); the dust flaps stop short of the front
 * wall by half the side wall's allowance, the tuck's board and a millimetre, so the tuck passes them.
 */
export function tuckTopLayout(spec: SlottedTuckTopBoxSpec): TuckTopLayout {
  const profile = fluteProfile(spec.board);
  const t = spec.board.caliper;
  const a = profile.panel;
  const jog = designRuleLimits(spec.board).jog;
  const plan = slottedFlapPlan({ ...spec, style: '0201' });
  return {
    lidLift: profile.bendOffset,
    lidDepth: spec.width + a - t,
    tuckInset: Math.max(a / 2 + t, profile.slot / 2 + jog),
    tuckDepth: spec.tuckDepth,
    // as deep as a slotted box's inner flap, but the two never meet: they lie side by side under the lid
    dustFlap: Math.min(plan.minor, spec.length / 2 - DUST_FLAP_GAP),
    dustFlapInset: a / 2 + t + DUST_FLAP_TUCK_PLAY,
    dustFlapFreeEdgeInset: Math.max(jog, a / 2 + t + DUST_FLAP_TUCK_PLAY + profile.lastPanel - a),
    thumbNotch: Math.min(THUMB_NOTCH, spec.length / 6, spec.height / 4),
  };
}

/**
 * FEFCO 0225 as this catalog draws it: a regular slotted container's body and bottom (manufacturer's
 * joint, slots, stepped or in-line scores) with a die-cut top: dust flaps on the end panels (P2, P4),
 * a lid on the back panel (P3) with a tuck that slides down inside the front panel (P1, the blank's
 * first panel, the joint's), whose top is cut square at the dust flaps' crease line.
 */
export function buildSlottedTuckTopBox(spec: SlottedTuckTopBoxSpec): PanelGraph {
  const layout = tuckTopLayout(spec);
  const top: SlottedTop = {
    flaps: {
      p1: null,
      p2: {
        id: 'p2_dust_flap',
        role: 'dust_flap',
        depth: layout.dustFlap,
        lift: 0,
        insetFrom: layout.dustFlapInset,
      },
      p3: { id: 'lid', role: 'closure', depth: layout.lidDepth, lift: layout.lidLift },
      p4: {
        id: 'p4_dust_flap',
        role: 'dust_flap',
        depth: layout.dustFlap,
        lift: 0,
        insetTo: layout.dustFlapFreeEdgeInset,
      },
    },
    thumbNotch: { panel: 'p1', radius: layout.thumbNotch },
  };
  const builder = new PanelGraphBuilder();
  const body = drawSlottedBody(builder, { ...spec, style: '0201', top });
  const crease = body.depth + layout.lidLift + layout.lidDepth;
  const tuckFrom = body.from.p3 + layout.tuckInset;
  const tuckTo = body.to.p3 - layout.tuckInset;
  const tip = crease + layout.tuckDepth;
  const radius = Math.min(10, Math.max(3, layout.tuckDepth / 3), (tuckTo - tuckFrom) / 4);
  builder.panel(
    'tuck',
    'tuck',
    outline([
      { x: tuckFrom, y: crease },
      { x: tuckTo, y: crease },
      { x: tuckTo, y: tip, radius },
      { x: tuckFrom, y: tip, radius },
    ]),
  );
  builder.hinge('lid', 'tuck', { x: tuckFrom, y: crease }, { x: tuckTo, y: crease }, { stage: 3 });
  const middle = (body.from.p3 + body.to.p3) / 2;
  builder.dimension('tuck_flap', { x: middle, y: crease }, { x: middle, y: tip }, layout.tuckDepth, 0);
  return builder.build('p1', spec.board, {
    inside: {
      length: ['p2', 'p4'],
      width: ['p1', 'p3'],
      height: { between: ['p2_bottom_flap', 'p2_dust_flap'] },
    },
    glued: body.glued,
    closures: [
      {
        end: 'bottom',
        panels: ['p2_bottom_flap', 'p4_bottom_flap', 'p1_bottom_flap', 'p3_bottom_flap'],
        sealed: ['p1_bottom_flap', 'p3_bottom_flap'],
      },
      {
        end: 'top',
        panels: ['p2_dust_flap', 'p4_dust_flap', 'lid'],
        locked: [{ panel: 'lid', by: 'tuck', behind: 'p1' }],
      },
    ],
  });
}
