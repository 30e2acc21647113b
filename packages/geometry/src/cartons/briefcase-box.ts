import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { Hinge, Panel, PanelGraph } from '../panel-graph/panel-graph';
import { outline } from '../primitives/outline';
import type { Segment } from '../primitives/segment';
import { buildGluedTray } from './glued-tray';

/** Hand hole height (full end radii), mm: 22 to 28 fits a hand. */
export const HAND_HOLE_HEIGHT = 25;
/** Board kept between the hand hole and the handle's top edge, mm (at least 10). */
export const HAND_HOLE_FROM_TOP = 12;
/** Board kept between the hand hole and the lid's handle crease, mm. */
export const HAND_HOLE_FROM_CREASE = 6;
/** The lid's handle ply stops this far under the front wall's handle edge, mm. */
export const LID_HANDLE_SHORTFALL = 1.5;
/** Radius of the handle's top corners, mm. */
const HANDLE_CORNER_RADIUS = 6;

export interface BriefcaseBoxSpec {
  length: number;
  width: number;
  height: number;
  material: number;
  /** Corner glue flaps of the tray, mm. */
  glueFlap: number;
  /** How far the handle stands above the lid, mm. */
  handleHeight: number;
  handHoleWidth: number;
}

/** The smallest handle height that keeps the hand hole clear of the lid crease and the top edge. */
export const briefcaseMinimumHandle = (): number =>
  HAND_HOLE_FROM_CREASE + HAND_HOLE_HEIGHT + HAND_HOLE_FROM_TOP;

/**
 * Briefcase box: a tray with glued corners (the glued tray's construction) whose front wall runs on
 * up into a handle, and a lid hinged on the back wall's rim. The lid's front edge carries a second
 * handle ply that folds up inside the front wall's handle, so the lid is tucked inside the front wall
 * and the two hand holes line up: a hand through both holds the lid shut while carrying.
 */
export function buildBriefcaseBox(spec: BriefcaseBoxSpec): PanelGraph {
  const t = spec.material;
  const a = foldAllowance(foldingCartonBoard(t));
  // the lid is a closing ply: the walls run half a fold higher than an open tray's
  const tray = buildGluedTray({
    length: spec.length,
    width: spec.width,
    height: spec.height + a / 2,
    material: t,
    glueFlap: spec.glueFlap,
  });
  const baseLength = spec.length + a + 2 * t;
  const baseWidth = spec.width + a;
  const wall = spec.height + a;
  const from = t;
  const to = baseLength - t;
  const centre = baseLength / 2;
  const hh = spec.handleHeight;
  const r = HANDLE_CORNER_RADIUS;
  // the front wall runs on past the rim into the handle (the sheet's -y)
  const top = -wall - hh;
  const front: Panel = {
    id: 'front',
    role: 'wall',
    outline: outline([
      { x: from, y: 0 },
      { x: from, y: top, radius: r },
      { x: to, y: top, radius: r },
      { x: to, y: 0 },
    ]),
  };
  // the hand hole, its top HAND_HOLE_FROM_TOP under the handle's edge
  const holeTop = hh - HAND_HOLE_FROM_TOP;
  const holeCentre = holeTop - HAND_HOLE_HEIGHT / 2;
  const frontHole = handHole(centre, -wall - holeCentre, spec.handHoleWidth);
  // the lid reaches from the back wall's mid-surface to one ply inside the front wall
  const lidFrom = baseWidth + wall;
  const lidDepth = baseWidth - t;
  const handleCrease = lidFrom + lidDepth;
  const handleTop = handleCrease + hh - LID_HANDLE_SHORTFALL;
  const lid: Panel = {
    id: 'lid',
    role: 'closure',
    outline: outline([
      { x: from, y: lidFrom },
      { x: to, y: lidFrom },
      { x: to, y: handleCrease },
      { x: from, y: handleCrease },
    ]),
  };
  const lidHandle: Panel = {
    id: 'lid_handle',
    role: 'header',
    outline: outline([
      { x: from, y: handleCrease },
      { x: to, y: handleCrease },
      { x: to, y: handleTop, radius: r },
      { x: from, y: handleTop, radius: r },
    ]),
  };
  // the same height above the lid as the front wall's hole: the plies' holes line up once folded
  const lidHole = handHole(centre, handleCrease + holeCentre, spec.handHoleWidth);
  const hinges: Hinge[] = [
    ...tray.hinges,
    // the handle ply stands up before the lid closes, so it slides in behind the front wall's handle
    {
      parent: 'lid',
      child: 'lid_handle',
      start: { x: from, y: handleCrease },
      end: { x: to, y: handleCrease },
      // it folds toward the printed face: a reverse crease
      lineType: 'reverse_crease',
      foldAngle: -90,
      stage: 1,
    },
    {
      parent: 'back',
      child: 'lid',
      start: { x: from, y: lidFrom },
      end: { x: to, y: lidFrom },
      lineType: 'crease',
      foldAngle: 90,
      stage: 2,
    },
  ];
  const dimensions = tray.dimensions.map((dimension) =>
    dimension.name === 'height' ? { ...dimension, valueMm: spec.height } : dimension,
  );
  dimensions.push({
    name: 'handle_height',
    start: { x: centre + spec.handHoleWidth / 2 + 10, y: -wall },
    end: { x: centre + spec.handHoleWidth / 2 + 10, y: top },
    valueMm: hh,
    offset: 0,
  });
  return {
    ...tray,
    panels: [...tray.panels.map((panel) => (panel.id === 'front' ? front : panel)), lid, lidHandle],
    hinges,
    cuts: [
      ...tray.cuts,
      { kind: 'hole', panel: 'front', segments: frontHole },
      { kind: 'hole', panel: 'lid_handle', segments: lidHole },
    ],
    dimensions,
    box: {
      inside: {
        length: ['front_glue_flap_left', 'front_glue_flap_right'],
        width: ['front', 'back'],
        height: { between: ['base', 'lid'] },
      },
      glued: tray.box?.glued ?? [],
      closures: [
        { end: 'top', panels: ['lid'], locked: [{ panel: 'lid', by: 'lid_handle', behind: 'front' }] },
      ],
    },
  };
}

/** A hand hole with full end radii, centred on (x, y), its long side along x. */
function handHole(x: number, y: number, width: number): Segment[] {
  const h = HAND_HOLE_HEIGHT / 2;
  const w = width / 2;
  return outline([
    { x: x - w, y: y - h, radius: h },
    { x: x + w, y: y - h, radius: h },
    { x: x + w, y: y + h, radius: h },
    { x: x - w, y: y + h, radius: h },
  ]);
}
