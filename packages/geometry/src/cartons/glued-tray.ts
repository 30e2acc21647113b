import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, placeOutline, rectangle, toSheet } from '../primitives/outline';

export interface GluedTraySpec {
  length: number;
  width: number;
  height: number;
  material: number;
  glueFlap: number;
}

const BEVEL = Math.tan((15 * Math.PI) / 180);

/**
 * An open tray: a base with four walls, and glue flaps on the ends of the long walls that fold in and
 * are glued inside the end walls. Base creases sit at the inside size plus a board (mid-surface), and
 * walls are half a board taller than the inside height, which runs from the base's inner face.
 */
export function buildGluedTray(spec: GluedTraySpec): PanelGraph {
  const t = spec.material;
  const baseLength = spec.length + t;
  const baseWidth = spec.width + t;
  const wall = spec.height + t / 2;
  const glue = spec.glueFlap;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, baseLength, baseWidth));
  // walls: frames with u along the base edge, v away from the base
  const walls: Array<{ id: 'back' | 'front' | 'left_side' | 'right_side'; frame: Frame; span: number }> = [
    { id: 'front', frame: { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 }, span: baseLength },
    { id: 'back', frame: { origin: { x: 0, y: baseWidth }, uSign: 1, vSign: 1 }, span: baseLength },
  ];
  for (const { id, frame, span } of walls) {
    builder.panel(
      id,
      'wall',
      placeOutline(frame, [
        { x: 0, y: 0 },
        { x: span, y: 0 },
        { x: span, y: wall },
        { x: 0, y: wall },
      ]),
    );
    builder.hinge('base', id, toSheet(frame, { x: 0, y: 0 }), toSheet(frame, { x: span, y: 0 }));
    // glue flaps on both ends of a long wall, set in a board from the base crease and bevelled
    for (const [end, sign] of [
      [0, -1],
      [span, 1],
    ] as const) {
      const flapId = `${id}_glue_flap_${end === 0 ? 'left' : 'right'}`;
      // a short wall keeps at least half its height of glue flap edge
      const bevel = Math.min(glue * BEVEL, (wall - t) / 4);
      const f: Frame = {
        origin: toSheet(frame, { x: end, y: 0 }),
        uSign: (frame.uSign * sign) as 1 | -1,
        vSign: frame.vSign,
      };
      builder.panel(
        flapId,
        'glue_flap',
        placeOutline(f, [
          { x: 0, y: t },
          { x: glue, y: t + bevel },
          { x: glue, y: wall - bevel },
          { x: 0, y: wall },
        ]),
      );
      builder.hinge(id, flapId, toSheet(f, { x: 0, y: t }), toSheet(f, { x: 0, y: wall }));
      const m = Math.min(2, glue / 5);
      builder.glue(flapId, [
        toSheet(f, { x: m, y: t + m + bevel }),
        toSheet(f, { x: glue - m, y: t + m + bevel }),
        toSheet(f, { x: glue - m, y: wall - m - bevel }),
        toSheet(f, { x: m, y: wall - m - bevel }),
      ]);
    }
  }
  const ends: Array<{ id: 'left_side' | 'right_side'; frame: Frame }> = [
    { id: 'left_side', frame: { origin: { x: 0, y: baseWidth }, uSign: -1, vSign: -1 } },
    { id: 'right_side', frame: { origin: { x: baseLength, y: 0 }, uSign: 1, vSign: 1 } },
  ];
  for (const { id, frame } of ends) {
    // u runs outward from the base edge here, v along it
    const outlineSteps = [
      { x: 0, y: 0 },
      { x: wall, y: 0 },
      { x: wall, y: baseWidth },
      { x: 0, y: baseWidth },
    ];
    builder.panel(id, 'wall', placeOutline(frame, outlineSteps));
    builder.hinge('base', id, toSheet(frame, { x: 0, y: 0 }), toSheet(frame, { x: 0, y: baseWidth }));
  }
  builder.dimension(
    'length',
    { x: 0, y: baseWidth / 2 },
    { x: baseLength, y: baseWidth / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: baseLength / 2, y: 0 }, { x: baseLength / 2, y: baseWidth }, spec.width, 0);
  builder.dimension(
    'height',
    { x: baseLength / 2, y: baseWidth },
    { x: baseLength / 2, y: baseWidth + wall },
    spec.height,
    0,
  );
  builder.dimension(
    'glue_flap',
    { x: baseLength, y: -wall / 2 },
    { x: baseLength + glue, y: -wall / 2 },
    glue,
    0,
  );
  return builder.build('base', t, {
    inside: {
      length: ['left_side', 'right_side'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'base' },
    },
    glued: [
      { flap: 'front_glue_flap_left', panel: 'left_side' },
      { flap: 'front_glue_flap_right', panel: 'right_side' },
      { flap: 'back_glue_flap_left', panel: 'left_side' },
      { flap: 'back_glue_flap_right', panel: 'right_side' },
    ],
    closures: [],
  });
}
