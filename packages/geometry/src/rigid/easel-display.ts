import { greyboard } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import { translation } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { buildWrappedCase, linerLayout, type WrappedCaseSpec } from './wrapped-case';

export interface EaselDisplaySpec {
  /** The display board, mm. */
  width: number;
  height: number;
  /** From the strut's hinge to its foot. */
  strutLength: number;
  strutWidth: number;
  /** Degrees the strut opens from the display before its heel stops it. */
  strutAngle: number;
  boardThickness: number;
  wrap: number;
  turnIn: number;
}

const DEG = Math.PI / 180;
/** Radius of the strut's foot corners, mm. */
const FOOT_RADIUS = 5;
/** Glue stays this far inside the pad's edges, mm. */
const GLUE_INSET = 3;
/** The strip at the foot the 3D mockup lays on the counter, mm: the foot's edge, not a fold. */
const FOOT_STRIP = 1;

export function strutLayout(spec: EaselDisplaySpec) {
  const t = spec.boardThickness;
  const pad = Math.min(100, Math.max(30, 0.15 * spec.height));
  // the creased stretches either side of the heel
  const side = Math.max(8, spec.strutWidth / 4);
  return {
    /** The foot stands level with the display's bottom edge when the strut is shut. */
    hinge: spec.strutLength,
    pad,
    heelWidth: spec.strutWidth - 2 * side,
    /**
     * The heel runs on past the hinge into a window in the pad; opening, its end swings in toward the
     * display and meets the display's back through the window, a pad's board deep: sin(angle) = t / e.
     */
    heel: t / Math.sin(spec.strutAngle * DEG),
    side,
  };
}

/**
 * How the display stands: with the foot level with the display's bottom edge when shut, the display
 * and the strut make an isosceles triangle with the counter, so the display leans back half the strut's
 * angle; the centre of the display lies over the counter between its bottom edge and the foot.
 */
export function easelStance(spec: EaselDisplaySpec) {
  const lean = spec.strutAngle / 2;
  const { hinge } = strutLayout(spec);
  const footReach = 2 * hinge * Math.sin((spec.strutAngle / 2) * DEG);
  const centreReach = (spec.height / 2) * Math.sin(lean * DEG);
  return { lean, footReach, centreReach };
}

/**
 * The strut: a pad above the hinge, glued to the display's back, and a leg below it to the foot. The
 * leg runs on past the hinge in the middle as a heel, cut free of the pad by a U-shaped knife, creased
 * to the pad beside it. `mockup` splits the foot's last millimetre off as the strip the 3D stands on.
 */
function buildStrut(spec: EaselDisplaySpec, mockup: boolean): PanelGraph {
  const layout = strutLayout(spec);
  const w = spec.strutWidth / 2;
  const h = layout.hinge;
  const top = h + layout.pad;
  const heel = { half: layout.heelWidth / 2, top: h + layout.heel };
  const builder = new PanelGraphBuilder();
  builder.panel(
    'pad',
    'glue_flap',
    outline([
      { x: -w, y: h },
      { x: -heel.half, y: h },
      { x: -heel.half, y: heel.top },
      { x: heel.half, y: heel.top },
      { x: heel.half, y: h },
      { x: w, y: h },
      { x: w, y: top },
      { x: -w, y: top },
    ]),
  );
  const foot = mockup ? FOOT_STRIP : 0;
  builder.panel(
    'leg',
    'wall',
    outline([
      { x: -w, y: foot, radius: mockup ? 0 : FOOT_RADIUS },
      { x: w, y: foot, radius: mockup ? 0 : FOOT_RADIUS },
      { x: w, y: h },
      { x: heel.half, y: h },
      { x: heel.half, y: heel.top },
      { x: -heel.half, y: heel.top },
      { x: -heel.half, y: h },
      { x: -w, y: h },
    ]),
  );
  const span = 2 * w;
  builder.hinge(
    'pad',
    'leg',
    { x: -w, y: h },
    { x: w, y: h },
    {
      foldAngle: spec.strutAngle,
      creased: [
        [0, w - heel.half],
        [span - (w - heel.half), span],
      ],
    },
  );
  if (mockup) {
    builder.panel(
      'foot',
      'base',
      outline([
        { x: -w, y: 0 },
        { x: w, y: 0 },
        { x: w, y: FOOT_STRIP },
        { x: -w, y: FOOT_STRIP },
      ]),
    );
    // level on the counter: the leg stands the strut's angle less the lean off the vertical
    builder.hinge(
      'leg',
      'foot',
      { x: -w, y: FOOT_STRIP },
      { x: w, y: FOOT_STRIP },
      {
        foldAngle: 90 - spec.strutAngle / 2,
      },
    );
  }
  builder.glue('pad', [
    { x: -w + GLUE_INSET, y: heel.top + GLUE_INSET },
    { x: w - GLUE_INSET, y: heel.top + GLUE_INSET },
    { x: w - GLUE_INSET, y: top - GLUE_INSET },
    { x: -w + GLUE_INSET, y: top - GLUE_INSET },
  ]);
  builder.dimension('strut_length', { x: -w, y: 0 }, { x: -w, y: h }, h, 0);
  builder.dimension('strut_width', { x: -w, y: h / 2 }, { x: w, y: h / 2 }, span, 0);
  builder.dimension('heel', { x: 0, y: h }, { x: 0, y: heel.top }, layout.heel, 0);
  return builder.build('pad', greyboard(spec.boardThickness, spec.wrap), {
    // a flat-backed stand: no tube to close; the shape model says it stands up in 3D
    shape: { tube: [], glued: [], closures: [] },
  });
}

export function easelCase(spec: EaselDisplaySpec): WrappedCaseSpec {
  return {
    length: spec.width,
    boards: [{ id: 'front', width: spec.height }],
    joints: [],
    t: spec.boardThickness,
    p: spec.wrap,
    turnIn: spec.turnIn,
  };
}

/**
 * An easel-back display: a greyboard display board in a printed wrap with a back liner over the
 * turn-ins, and a die-cut greyboard strut glued to the back, centred, its foot level with the display's
 * bottom edge. The strut's heel stops it at its angle; the display stands on its bottom edge and the
 * strut's foot.
 */
export function buildEaselDisplay(spec: EaselDisplaySpec): TemplatePart[] {
  const { wrap: p, boardThickness: t } = spec;
  const caseSpec = easelCase(spec);
  // the display's pieces stand upright: none of them is what the display stands on
  const upright = (part: TemplatePart): TemplatePart => ({
    ...part,
    graph: {
      ...part.graph,
      panels: part.graph.panels.map((panel) => (panel.role === 'base' ? { ...panel, role: 'wall' } : panel)),
    },
  });
  const display = buildWrappedCase(caseSpec, {
    board: () => 'display board',
    wrap: 'display wrap',
    liner: 'back liner',
  }).map(upright);
  const liner = linerLayout(caseSpec);
  // the pad's face against the liner's back face, the strut's mid-surface half a board behind it
  const behind = -(liner.depth + p / 2 + t / 2);
  return [
    ...display,
    {
      name: 'strut',
      graph: buildStrut(spec, false),
      mockupGraph: () => buildStrut(spec, true),
      component: { id: 'strut', name: 'Strut', category: 'hard_cardboard' },
      placement: translation(p / 2 + spec.width / 2, p / 2, behind),
    },
  ];
}
