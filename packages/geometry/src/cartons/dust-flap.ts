import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import { type CartonLayout, type EndPlacement, type Wall, wallEndFrame, wallWidth } from './carton-layout';

export const DUST_FLAP_STYLES = ['shoulder', 'rounded'] as const;
export type DustFlapStyle = (typeof DUST_FLAP_STYLES)[number];

export const DUST_FLAP_STYLE_NAMES: Record<DustFlapStyle, string> = {
  shoulder: 'Shoulder with taper',
  rounded: 'Rounded',
};

const TAPER_DEG = 10;

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
 * stands on the other edge, where the tuck enters and its slit catches it.
 */
export function drawDustFlap(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  wall: Wall,
  place: EndPlacement,
  options: {
    lidSide: 'from' | 'to';
    depth: number;
    style: DustFlapStyle;
    shoulder: number;
    id: string;
    stage: number;
  },
): void {
  const t = layout.size.material;
  const f = wallEndFrame(wall, place, options.lidSide);
  const span = wallWidth(wall);
  const inset = t;
  const d = options.depth;
  let steps: OutlineStep[];
  if (options.style === 'rounded') {
    const radius = Math.min(8, d / 2, span / 4);
    steps = [
      { x: inset, y: 0 },
      { x: span - inset, y: 0 },
      { x: span - inset, y: d, radius },
      { x: inset, y: d, radius },
    ];
  } else {
    const shoulder = Math.min(options.shoulder, d * 0.6);
    const chamfer = Math.min(3, d / 4);
    const taper = (d - shoulder) * Math.tan((TAPER_DEG * Math.PI) / 180);
    steps = [
      { x: inset, y: 0 },
      { x: span - inset, y: 0 },
      { x: span - inset, y: shoulder },
      { x: span - inset - taper, y: d },
      { x: inset + chamfer, y: d },
      { x: inset, y: d - chamfer },
    ];
  }
  builder.panel(options.id, 'dust_flap', placeOutline(f, steps));
  builder.hinge(wall.id, options.id, toSheet(f, { x: inset, y: 0 }), toSheet(f, { x: span - inset, y: 0 }), {
    stage: options.stage,
  });
}
