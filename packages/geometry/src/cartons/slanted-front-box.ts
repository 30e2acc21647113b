import type { Hinge, Panel, PanelGraph, ShapeModel } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { line, type Point, type Segment } from '../primitives/segment';
import { buildFoldingCarton } from './folding-carton';

// A display carton with a low front: glue flap | back | side | front | side, the sides trapezoids
// whose top edges fall from the back's height to the front's. The bottom is the tuck end family's
// (lid on the front, tuck behind the back); the top is a slanted lid hinged on the back, lying on
// dust flaps folded off the sides' slanted edges, with a tuck creased at the slant so it hangs
// square inside the front. Or the top is left open for display.

export interface SlantedFrontBoxSpec {
  /** Inside length, along the front, mm. */
  length: number;
  /** Inside depth, front to back, mm. */
  width: number;
  /** Inside height at the back, mm. */
  height: number;
  /** Inside height at the front, mm. */
  frontHeight: number;
  material: number;
  glueFlap: number;
  bottomTuck: number;
  /** A slanted lid with this tuck depth, or an open top. */
  top: { tuck: number } | 'open';
}

const DEG = Math.PI / 180;
const TAPER_DEG = 15;
const GLUE_LAND = 6.5;

/** The numbers the construction is drawn from. */
export interface SlantedFrontLayout {
  /** Body crease heights at the back and the front (the sides' slanted edge ends). */
  back: number;
  front: number;
  /** Back mid-surface to front mid-surface. */
  depth: number;
  /** Slope of the top, radians. */
  slope: number;
  /** The lid: from its hinge on the back to its tuck crease, a board inside the front. */
  lidDepth: number;
  /** How far the back runs past the sides so the lid lies a board above the dust flaps. */
  lidRise: number;
  /** Fold of the lid off the back and of the tuck off the lid, degrees. */
  lidFold: number;
  tuckFold: number;
  /** Where the top dust flaps stop short of the front along the slanted edge, so the tuck passes. */
  dustFlapFrontGap: number;
  dustFlapDepth: number;
  /** The tuck's inset from each side of the lid. */
  tuckInset: number;
}

export function slantedFrontLayout(spec: SlantedFrontBoxSpec): SlantedFrontLayout {
  const t = spec.material;
  const back = spec.height + t;
  const front = spec.frontHeight + t;
  const depth = spec.width + t;
  const slope = Math.atan((back - front) / depth);
  const edge = depth / Math.cos(slope);
  const dustFlapFrontGap = Math.max(2.1, (1.5 * t + 0.5) / Math.cos(slope));
  const taper = Math.tan(TAPER_DEG * DEG);
  return {
    back,
    front,
    depth,
    slope,
    lidDepth: (depth - t) / Math.cos(slope),
    lidRise: t / Math.cos(slope),
    lidFold: 90 + slope / DEG,
    tuckFold: 90 - slope / DEG,
    dustFlapFrontGap,
    dustFlapDepth: Math.min(spec.length / 2 - 1, depth / 2, (edge - dustFlapFrontGap - 3) / (2 * taper)),
    tuckInset: Math.max(1.5, t / 2 + 0.75),
  };
}

/** The shortest knife between two corners is 2 mm: a chamfer a little longer. */
const CHAMFER = 2.2;

/** Cuts the outline's corner `at` (top left) from the point `down` below it to `run` along the top. */
function chamferCorner(segments: Segment[], at: Point, down: number, run: number): Segment[] {
  const same = (p: Point) => Math.abs(p.x - at.x) < 1e-6 && Math.abs(p.y - at.y) < 1e-6;
  const low = { x: at.x, y: down };
  const along = { x: at.x + run, y: at.y };
  return segments.flatMap((segment): Segment[] => {
    if (segment.type !== 'line') return [segment];
    if (same(segment.end)) return [line(segment.start, along), line(along, low)];
    if (same(segment.start)) return [line(low, segment.end)];
    return [segment];
  });
}

/** Moves every outline point on the body's top crease line to the height `topAt(x)`. */
function reshapeTop(panel: Panel, bodyHeight: number, topAt: (x: number) => number): Panel {
  const move = (p: Point): Point => (Math.abs(p.y - bodyHeight) < 1e-6 ? { x: p.x, y: topAt(p.x) } : p);
  return {
    ...panel,
    outline: panel.outline.map((segment): Segment => {
      if (segment.type !== 'line') return segment;
      return line(move(segment.start), move(segment.end));
    }),
  };
}

export function buildSlantedFrontBox(spec: SlantedFrontBoxSpec): PanelGraph {
  const t = spec.material;
  const layout = slantedFrontLayout(spec);
  const { back: yb, front: yf, slope } = layout;
  const tan = Math.tan(slope);
  const lidded = spec.top !== 'open';
  const rise = lidded ? layout.lidRise : 0;
  // the tuck end carton's body, bottom and glue flap, its top crease line at the back's height
  const carton = buildFoldingCarton({
    size: {
      length: spec.length,
      width: spec.width,
      height: yb - t / 2,
      material: t,
      glueFlap: spec.glueFlap,
    },
    top: { kind: 'open' },
    bottom: {
      kind: 'tuck',
      lidOn: 'front',
      tuckDepth: spec.bottomTuck,
      tuckStyle: 'rounded_slit_lock',
      dustFlapStyle: 'shoulder',
      thumbCut: false,
    },
  });
  const x1 = spec.length + t;
  const x2 = x1 + spec.width + t;
  const x3 = x2 + spec.length + t;
  const x4 = x3 + spec.width;
  // the last side ends a board short of the back's mid-surface, where the slope has risen less
  const rightEnd = yb - t * tan;
  // the sides' top edges fall from the back's crease height to the front's; the back runs on to the lid
  const topAt = (x: number): number => {
    if (x <= x1 + 1e-6) return yb;
    if (x <= x2 + 1e-6) return yb - (x - x1) * tan;
    if (x <= x3 + 1e-6) return yf;
    return yf + (x - x3) * tan;
  };
  const walls = new Set(['back', 'left_side', 'front', 'right_side']);
  const panels = carton.panels
    .filter((panel) => panel.id !== 'glue_flap')
    .map((panel) =>
      walls.has(panel.id) ? reshapeTop(panel, yb, panel.id === 'back' ? () => yb + rise : topAt) : panel,
    );
  const hinges: Hinge[] = carton.hinges
    .filter((hinge) => hinge.child !== 'glue_flap')
    .map((hinge) => {
      if (!walls.has(hinge.child) || Math.abs(hinge.end.y - yb) > 1e-6) return hinge;
      const x = hinge.end.x;
      return { ...hinge, end: { x, y: x <= x1 + 1e-6 ? yb : yf } };
    });
  // the glue flap follows the slope of the last side it is glued in, a little under its edge
  const glue = spec.glueFlap;
  const margin = Math.min(1.5, glue / 8);
  const lowered = t * tan + 0.05;
  const crease = yb - lowered;
  const builder = new PanelGraphBuilder();
  for (const panel of panels)
    builder.panel(
      panel.id,
      panel.role,
      // an open back's corner over the lowered glue flap crease is chamfered: a step there would be a
      // knife too short to bend (under the lid, the back's edge runs straight on into the lid's)
      panel.id === 'back' && !lidded
        ? chamferCorner(panel.outline, { x: 0, y: yb }, crease, CHAMFER)
        : panel.outline,
    );
  const far = crease - glue * tan;
  const bevel = Math.max(1, Math.min(glue * Math.tan(15 * DEG), (far - GLUE_LAND - 2 * margin) / 2));
  builder.panel(
    'glue_flap',
    'glue_flap',
    outline([
      { x: 0, y: 0 },
      { x: 0, y: crease },
      { x: -glue, y: far - bevel },
      { x: -glue, y: bevel },
    ]),
  );
  const glueTop = (x: number) => crease + (x / glue) * (crease - (far - bevel));
  builder.glue('glue_flap', [
    { x: -margin, y: margin + bevel },
    { x: -margin, y: glueTop(-margin) - margin - bevel },
    { x: -glue + margin, y: glueTop(-glue + margin) - margin },
    { x: -glue + margin, y: bevel + margin },
  ]);
  const top: string[] = lidded ? drawSlantedTop(builder, spec, layout, { x1, x2, x3, x4, rightEnd }) : [];
  const graph = builder.build('back', carton.board);
  // the carton's bottom, locks and cuts as they were; its heights now read at the back and the front
  const bottom = carton.box?.closures.find((closure) => closure.end === 'bottom')?.panels ?? [];
  const shape: ShapeModel = {
    tube: ['back', 'left_side', 'front', 'right_side'],
    glued: [{ flap: 'glue_flap', panel: 'right_side' }],
    closures: [
      {
        end: 'bottom',
        panels: [...bottom, ...carton.panels.filter((p) => p.role === 'tuck').map((p) => p.id)],
      },
      ...(top.length > 0 ? [{ end: 'top' as const, panels: top }] : []),
    ],
  };
  const middle = (a: number, b: number) => (a + b) / 2;
  return {
    ...graph,
    hinges: [
      ...hinges,
      { ...(carton.hinges.find((h) => h.child === 'glue_flap') as Hinge), end: { x: 0, y: crease } },
      ...graph.hinges,
    ],
    cuts: [...carton.cuts, ...graph.cuts],
    glueAreas: graph.glueAreas,
    dimensions: [
      ...carton.dimensions.filter((d) => d.name !== 'height' && d.name !== 'glue_flap'),
      ...graph.dimensions,
      {
        name: 'height',
        start: { x: middle(0, x1), y: 0 },
        end: { x: middle(0, x1), y: yb },
        valueMm: spec.height,
        offset: 0,
      },
      {
        name: 'front_height',
        start: { x: middle(x2, x3), y: 0 },
        end: { x: middle(x2, x3), y: yf },
        valueMm: spec.frontHeight,
        offset: 0,
      },
      {
        name: 'glue_flap',
        start: { x: -glue, y: yf / 2 },
        end: { x: 0, y: yf / 2 },
        valueMm: glue,
        offset: 0,
      },
    ],
    ...(carton.locks ? { locks: carton.locks } : {}),
    shape,
  };
}

/** The slanted lid on the back, its tuck, and dust flaps on the sides' slanted edges; innermost first. */
function drawSlantedTop(
  builder: PanelGraphBuilder,
  spec: SlantedFrontBoxSpec,
  layout: SlantedFrontLayout,
  { x1, x2, x3, x4, rightEnd }: { x1: number; x2: number; x3: number; x4: number; rightEnd: number },
): string[] {
  if (spec.top === 'open') return [];
  const { back: yb, front: yf, slope, dustFlapDepth: depth, dustFlapFrontGap: gap } = layout;
  const taper = Math.tan(TAPER_DEG * DEG);
  const cos = Math.cos(slope);
  const sin = Math.sin(slope);
  // dust flaps: hinged on the slanted edges, stopping short of the front, sides tapered inward
  const flap = (id: string, wall: string, a: Point, b: Point) => {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const d = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    // outward: away from the body, up the sheet
    const n = d.x >= 0 ? { x: -d.y, y: d.x } : { x: d.y, y: -d.x };
    const up = n.y > 0 ? n : { x: -n.x, y: -n.y };
    builder.panel(
      id,
      'dust_flap',
      outline([
        a,
        b,
        { x: b.x + depth * (up.x - taper * d.x), y: b.y + depth * (up.y - taper * d.y) },
        { x: a.x + depth * (up.x + taper * d.x), y: a.y + depth * (up.y + taper * d.y) },
      ]),
    );
    builder.hinge(wall, id, a, b, { stage: 1 });
  };
  const leftEnd = { x: x2 - gap * cos, y: yf + gap * sin };
  flap('top_left_side_dust_flap', 'left_side', { x: x1, y: yb }, leftEnd);
  const rightStart = { x: x3 + gap * cos, y: yf + gap * sin };
  flap('top_right_side_dust_flap', 'right_side', rightStart, { x: x4, y: rightEnd });
  // the lid, a board above the dust flaps, its far corners chamfered down to the tuck
  const y0 = yb + layout.lidRise;
  const y1 = y0 + layout.lidDepth;
  const inset = layout.tuckInset;
  builder.panel(
    'top_lid',
    'closure',
    outline([
      { x: 0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 - inset },
      { x: x1 - inset, y: y1 },
      { x: inset, y: y1 },
      { x: 0, y: y1 - inset },
    ]),
  );
  builder.hinge(
    'back',
    'top_lid',
    { x: 0, y: y0 },
    { x: x1, y: y0 },
    { foldAngle: layout.lidFold, stage: 2 },
  );
  const tuck = (spec.top as { tuck: number }).tuck;
  const width = x1 - 2 * inset;
  const radius = Math.min(8, Math.max(3, tuck / 2.5), width / 4);
  builder.panel(
    'top_tuck',
    'tuck',
    outline([
      { x: inset, y: y1 },
      { x: x1 - inset, y: y1 },
      { x: x1 - inset, y: y1 + tuck, radius },
      { x: inset, y: y1 + tuck, radius },
    ]),
  );
  builder.hinge(
    'top_lid',
    'top_tuck',
    { x: inset, y: y1 },
    { x: x1 - inset, y: y1 },
    {
      foldAngle: layout.tuckFold,
      stage: 3,
    },
  );
  builder.dimension('top_tuck_flap', { x: x1 * 0.75, y: y1 }, { x: x1 * 0.75, y: y1 + tuck }, tuck, 0);
  return ['top_left_side_dust_flap', 'top_right_side_dust_flap', 'top_lid', 'top_tuck'];
}
