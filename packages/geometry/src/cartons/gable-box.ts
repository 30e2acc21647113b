import { foldAllowance, foldingCartonBoard } from '../board/board';
import type {
  CutFeature,
  DimensionLine,
  GlueArea,
  Hinge,
  Panel,
  PanelGraph,
} from '../panel-graph/panel-graph';
import { outline } from '../primitives/outline';
import type { Point, Segment } from '../primitives/segment';
import { type CartonSize, cartonLayout, type Wall } from './carton-layout';
import { buildFoldingCarton } from './folding-carton';

/** Hand hole height (full end radii), mm: 22 to 28 fits a hand. */
export const GABLE_HAND_HOLE_HEIGHT = 24;
/** Board between the hand hole and the ridge crease, mm (at least 12: a hole nearer the ridge tears). */
export const GABLE_HOLE_ABOVE_RIDGE = 12;
/** Board between the hand hole and the handle's top edge, mm (at least 10). */
export const GABLE_HOLE_UNDER_TOP = 10;
/** Radius of the handle's top corners, mm. */
const HANDLE_CORNER_RADIUS = 8;
/** Glue kept clear of the hand hole and the ply's edges, mm. */
const GLUE_MARGIN = 3;

export interface GableBoxSpec {
  size: CartonSize;
  /** Rise of the ridge above the eaves (the walls' top creases), mm. */
  rise: number;
  /** Height of the handle plies above the ridge, mm. */
  handleHeight: number;
  handHoleWidth: number;
  bottom: 'auto_lock' | 'snap_lock';
}

/** The smallest handle that keeps its hand hole 12 mm above the ridge and 10 mm under its top. */
export const gableMinimumHandle = (): number =>
  GABLE_HOLE_ABOVE_RIDGE + GABLE_HAND_HOLE_HEIGHT + GABLE_HOLE_UNDER_TOP;

/** Slope length of a roof panel, from the eaves to the ridge: g = sqrt((D/2)^2 + r^2), D the score width. */
export const gableRoofSlope = (scoreWidth: number, rise: number): number => Math.hypot(scoreWidth / 2, rise);

/**
 * Gable box with handle: a glued tube (glue | back | side | front | side) on a crash-lock or 1-2-3
 * bottom, drawn by the folding carton, with a gabled top. The front and back walls run on into roof
 * panels that meet at the ridge and on into handle plies, folded up on reverse creases and glued face
 * to face with matching hand holes. Each side wall runs on into its gable: a triangle up to the ridge
 * end, whose diagonals (from the eaves' corners to the ridge point) hinge gusset ears that fold in
 * behind the roof panels and stiffen the gable.
 */
export function buildGableBox(spec: GableBoxSpec): PanelGraph {
  const { size, rise, handleHeight: hh } = spec;
  const t = size.material;
  const a = foldAllowance(foldingCartonBoard(t));
  const tube = buildFoldingCarton({ size, top: { kind: 'open' }, bottom: { kind: spec.bottom } });
  const layout = cartonLayout(size, size.height + a / 2);
  const eaves = layout.bodyHeight;
  const scoreWidth = size.width + a;
  const g = gableRoofSlope(scoreWidth, rise);
  const ridge = eaves + g;
  const top = ridge + hh;
  const roofAngle = (Math.acos(rise / g) * 180) / Math.PI;
  const panels: Panel[] = [];
  const hinges: Hinge[] = [];
  const cuts: CutFeature[] = [];
  const glueAreas: GlueArea[] = [];
  const dimensions: DimensionLine[] = [];
  const holeCentre = ridge + GABLE_HOLE_ABOVE_RIDGE + GABLE_HAND_HOLE_HEIGHT / 2;
  for (const id of ['back', 'front'] as const) {
    const wall = layout.walls[id];
    const roof = `${id}_roof`;
    const handle = `${id}_handle`;
    panels.push({ id: roof, role: 'closure', outline: rect(wall.from, eaves, wall.to, ridge) });
    hinges.push({
      parent: id,
      child: roof,
      start: { x: wall.from, y: eaves },
      end: { x: wall.to, y: eaves },
      lineType: 'crease',
      foldAngle: roofAngle,
      // after the gussets: they tuck in under the roof, which closes over them
      stage: 5,
    });
    panels.push({
      id: handle,
      role: 'header',
      outline: outline([
        { x: wall.from, y: ridge },
        { x: wall.to, y: ridge },
        { x: wall.to, y: top, radius: HANDLE_CORNER_RADIUS },
        { x: wall.from, y: top, radius: HANDLE_CORNER_RADIUS },
      ]),
    });
    // the handle stands up from the roof's slope, toward the printed face: a reverse crease
    hinges.push({
      parent: roof,
      child: handle,
      start: { x: wall.from, y: ridge },
      end: { x: wall.to, y: ridge },
      lineType: 'reverse_crease',
      foldAngle: -roofAngle,
      stage: 3,
    });
    const centre = (wall.from + wall.to) / 2;
    cuts.push({ kind: 'hole', panel: handle, segments: handHole(centre, holeCentre, spec.handHoleWidth) });
    if (id === 'front') {
      // glue either side of the hole, the packer presses the plies together once filled
      const w = spec.handHoleWidth / 2 + GLUE_MARGIN;
      const low = ridge + GLUE_MARGIN;
      const high = top - HANDLE_CORNER_RADIUS - GLUE_MARGIN;
      glueAreas.push({ panel: handle, polygon: rectPoints(wall.from + GLUE_MARGIN, low, centre - w, high) });
      glueAreas.push({ panel: handle, polygon: rectPoints(centre + w, low, wall.to - GLUE_MARGIN, high) });
    }
  }
  for (const id of ['left_side', 'right_side'] as const) drawGable(layout.walls[id], id);
  dimensions.push(
    {
      name: 'roof_rise',
      start: { x: layout.walls.left_side.from + scoreWidth / 2, y: eaves },
      end: { x: layout.walls.left_side.from + scoreWidth / 2, y: eaves + rise },
      valueMm: rise,
      offset: 0,
    },
    {
      name: 'handle_height',
      start: { x: layout.walls.front.to - 20, y: ridge },
      end: { x: layout.walls.front.to - 20, y: top },
      valueMm: hh,
      offset: 0,
    },
  );
  const gableWalls = new Set(['left_side', 'right_side']);
  const sidePanels = tube.panels.map((panel) =>
    gableWalls.has(panel.id)
      ? { ...panel, outline: gableWallOutline(panel.id as 'left_side' | 'right_side') }
      : panel,
  );
  const bottom = tube.box?.closures.find((closure) => closure.end === 'bottom');
  return {
    ...tube,
    panels: [...sidePanels, ...panels],
    hinges: [...tube.hinges, ...hinges],
    cuts: [...tube.cuts, ...cuts],
    glueAreas: [...tube.glueAreas, ...glueAreas],
    dimensions: [...tube.dimensions, ...dimensions],
    box: {
      inside: {
        length: ['left_side', 'right_side'],
        width: ['back', 'front'],
        // to the eaves, from the bottom's innermost ply
        height: { wall: 'front', base: bottom?.panels[0] as string },
      },
      glued: [...(tube.box?.glued ?? []), { flap: 'front_handle', panel: 'back_handle' }],
      closures: [
        ...(tube.box?.closures ?? []),
        // the roof is shut by the handle plies the packer glues together once the box is filled
        { end: 'top', panels: ['back_roof', 'front_roof'], sealed: ['back_roof', 'front_roof'] },
      ],
    },
  };

  /** Apex of a side wall's gable: over the ridge, half the score width from the front crease. */
  function apex(id: 'left_side' | 'right_side'): Point {
    const wall = layout.walls[id];
    // the left side runs back to front, the right side front to back (its free edge meets the glue flap)
    const x = id === 'left_side' ? wall.to - scoreWidth / 2 : wall.from + scoreWidth / 2;
    return { x, y: eaves + rise };
  }

  /** A side wall and its gable triangle, whose apex is the ridge's end. */
  function gableWallOutline(id: 'left_side' | 'right_side'): Segment[] {
    const wall = layout.walls[id];
    return outline([
      { x: wall.from, y: 0 },
      { x: wall.to, y: 0 },
      { x: wall.to, y: eaves },
      apex(id),
      { x: wall.from, y: eaves },
    ]);
  }

  /**
   * The gussets on a gable's diagonals: the triangle between a diagonal (corner to ridge point, g
   * long) and the roof's side edge (g long too) folds in half on its bisector, so both of its long
   * edges come to lie on the roof's edge: the half on the diagonal turns a quarter in, into the roof's
   * plane, and the half on the roof folds flat under the roof on a reverse crease. The half on the
   * roof's edge stays creased to the roof (a crease closing the loop round the eaves' corner); on the
   * right side wall's free edge, which has no roof beside it on the sheet, the gusset is a loose
   * double ear tucked under the back roof.
   */
  function drawGable(wall: Wall, id: 'left_side' | 'right_side'): void {
    const p = apex(id);
    for (const side of ['from', 'to'] as const) {
      const x = side === 'from' ? wall.from : wall.to;
      const corner = { x, y: eaves };
      const q = { x, y: eaves + g };
      const mid = { x: (q.x + p.x) / 2, y: (q.y + p.y) / 2 };
      const gusset = `${id}_${side === 'from' ? 'first' : 'second'}_gusset`;
      const fold = `${gusset}_fold`;
      panels.push({ id: gusset, role: 'dust_flap', outline: outline([corner, p, mid]) });
      panels.push({ id: fold, role: 'dust_flap', outline: outline([corner, mid, q]) });
      hinges.push({
        parent: id,
        child: gusset,
        start: corner,
        end: p,
        lineType: 'crease',
        foldAngle: 90,
        // with the roof, as the gusset folds in under it
        stage: 4,
      });
      hinges.push({
        parent: gusset,
        child: fold,
        start: corner,
        end: mid,
        lineType: 'reverse_crease',
        foldAngle: -180,
        stage: 4,
      });
      const roof =
        id === 'left_side'
          ? side === 'from'
            ? 'back_roof'
            : 'front_roof'
          : side === 'from'
            ? 'front_roof'
            : undefined;
      if (roof)
        hinges.push({
          parent: roof,
          child: fold,
          start: corner,
          end: q,
          lineType: 'crease',
          foldAngle: 180,
          stage: 4,
          closesLoop: true,
        });
    }
  }
}

const rect = (x0: number, y0: number, x1: number, y1: number): Segment[] =>
  outline([
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ]);

const rectPoints = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** A hand hole with full end radii, centred on (x, y), its long side along x. */
function handHole(x: number, y: number, width: number): Segment[] {
  const h = GABLE_HAND_HOLE_HEIGHT / 2;
  const w = width / 2;
  return outline([
    { x: x - w, y: y - h, radius: h },
    { x: x + w, y: y - h, radius: h },
    { x: x + w, y: y + h, radius: h },
    { x: x - w, y: y + h, radius: h },
  ]);
}
