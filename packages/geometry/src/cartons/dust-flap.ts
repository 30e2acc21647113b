import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import { line, type Segment } from '../primitives/segment';
import { type CartonLayout, type EndPlacement, type Wall, wallEndFrame, wallWidth } from './carton-layout';

export const DUST_FLAP_STYLES = ['shoulder', 'rounded'] as const;
export type DustFlapStyle = (typeof DUST_FLAP_STYLES)[number];

export const DUST_FLAP_STYLE_NAMES: Record<DustFlapStyle, string> = {
  shoulder: 'Shoulder with taper',
  rounded: 'Rounded',
};

const TAPER_DEG = 10;
/**
 * The 45 degree relief above the shoulder: long enough to be a real bend in steel rule, and where the
 * shoulder shares its knife with a neighbour (a hanger header), wide enough that the taper leaves that
 * knife at least 3 mm away.
 */
export const SHOULDER_RELIEF = { open: 1.5, shared: 3 } as const;

/**
 * Dust flap depth: about (W + tuck) / 2 less half a board so blanks nest head to tail, but always
 * under L / 2 so the two dust flaps of one end never meet.
 */
export function dustFlapDepth(layout: CartonLayout, tuckDepth: number): number {
  const { length, width, material: t } = layout.size;
  return Math.min((width + tuckDepth) / 2 - t / 2, length / 2 - 1);
}

/**
 * Draws a dust flap on a side wall. `lidSide` is the wall edge next to the lid's hinge; the shoulder
 * stands on the other edge, where the tuck enters and its slit catches it. The insets say how far each
 * side edge stands in from the wall's crease (see `flapSideInset`). Returns the shoulder's edge.
 */
export function drawDustFlap(
  builder: PanelGraphBuilder,
  wall: Wall,
  place: EndPlacement,
  options: {
    lidSide: 'from' | 'to';
    lidInset: number;
    farInset: number;
    /** The far edge shares its knife with a neighbour that runs on past the flap. */
    farShared?: boolean;
    depth: number;
    style: DustFlapStyle;
    shoulder: number;
    id: string;
    stage: number;
    /** The least relief above the shoulder: a caliper on corrugated, so the tuck's thick corner passes. */
    minRelief?: number;
  },
): { shoulder?: Segment } {
  const f = wallEndFrame(wall, place, options.lidSide);
  const span = wallWidth(wall);
  const near = options.lidInset;
  const far = span - options.farInset;
  const d = options.depth;
  let steps: OutlineStep[];
  let shoulderEdge: Segment | undefined;
  if (options.style === 'rounded') {
    const radius = Math.min(8, d / 2, (far - near) / 4);
    steps = [
      { x: near, y: 0 },
      { x: far, y: 0 },
      { x: far, y: d, radius },
      { x: near, y: d, radius },
    ];
  } else {
    const shoulder = Math.min(options.shoulder, d * 0.5);
    const relief = Math.max(
      options.farShared ? SHOULDER_RELIEF.shared : SHOULDER_RELIEF.open,
      options.minRelief ?? 0,
    );
    const chamfer = Math.min(3, d / 4);
    const taper = (d - shoulder - relief) * Math.tan((TAPER_DEG * Math.PI) / 180);
    steps = [
      { x: near, y: 0 },
      { x: far, y: 0 },
      { x: far, y: shoulder },
      { x: far - relief, y: shoulder + relief },
      { x: far - relief - taper, y: d },
      { x: near + chamfer, y: d },
      { x: near, y: d - chamfer },
    ];
    shoulderEdge = line(toSheet(f, { x: far, y: 0 }), toSheet(f, { x: far, y: shoulder }));
  }
  builder.panel(options.id, 'dust_flap', placeOutline(f, steps));
  builder.hinge(wall.id, options.id, toSheet(f, { x: near, y: 0 }), toSheet(f, { x: far, y: 0 }), {
    stage: options.stage,
  });
  return shoulderEdge ? { shoulder: shoulderEdge } : {};
}
