import { describe, expect, it } from 'vitest';
import { outline, rectangle } from '../primitives/outline';
import { arc, line, segmentLength } from '../primitives/segment';
import { cutSegments, dielineLines, lineLengths } from './derive-dieline';
import { toFoldJson } from './fold-json';
import { inspectFoldedShape } from './folded-shape-inspection';
import type { PanelGraph } from './panel-graph';
import { PanelGraphBuilder } from './panel-graph-builder';

// The constructions the template kit adds: curved creases, tear lines and creases inside a panel,
// window film, and folded pieces that are not rectangular boxes.

/**
 * A face 60 x 40 with a lens flap on its top edge: the crease is an arc of chord 60 and sagitta 8
 * bulging up, the flap's knife an arc on the same chord with sagitta 18.
 */
function lensFlapGraph(): PanelGraph {
  const chord = 60;
  const sagitta = 8;
  const radius = (chord * chord) / (8 * sagitta) + sagitta / 2;
  const centre = { x: 30, y: 40 + sagitta - radius };
  const half = (Math.asin(chord / 2 / radius) * 180) / Math.PI;
  const crease = arc(centre, radius, 90 - half, 90 + half);
  const outer = 18;
  const outerRadius = (chord * chord) / (8 * outer) + outer / 2;
  const outerCentre = { x: 30, y: 40 + outer - outerRadius };
  const outerHalf = (Math.asin(chord / 2 / outerRadius) * 180) / Math.PI;
  return new PanelGraphBuilder()
    .panel('face', 'wall', [
      line({ x: 0, y: 0 }, { x: 60, y: 0 }),
      line({ x: 60, y: 0 }, { x: 60, y: 40 }),
      crease,
      line({ x: 0, y: 40 }, { x: 0, y: 0 }),
    ])
    .panel('flap', 'closure', [
      arc(centre, radius, 90 + half, 90 - half, true),
      arc(outerCentre, outerRadius, 90 - outerHalf, 90 + outerHalf),
    ])
    .hinge('face', 'flap', { x: 60, y: 40 }, { x: 0, y: 40 }, { curve: crease })
    .build('face', 0.4);
}

describe('curved creases', () => {
  it('should draw a curved hinge as its arc on the crease layer and as no knife', () => {
    const graph = lensFlapGraph();
    const creases = dielineLines(graph).find((path) => path.lineType === 'crease')?.segments ?? [];
    expect(creases).toHaveLength(1);
    expect(creases[0]?.type).toBe('arc');
    // the knives: three sides of the face and the flap's outer arc, never the crease arc
    const knives = cutSegments(graph);
    expect(knives.filter((segment) => segment.type === 'arc')).toHaveLength(1);
    const lengths = lineLengths(graph);
    expect(lengths.crease).toBeCloseTo(segmentLength(creases[0] as never), 6);
    expect(lengths.cut).toBeGreaterThan(140);
  });

  it('should write a curved crease into the FOLD file as the chords the faces share', () => {
    const fold = toFoldJson(lensFlapGraph());
    const valleys = fold.edges_assignment.filter((kind) => kind === 'M' || kind === 'V');
    expect(valleys.length).toBeGreaterThan(2);
  });
});

describe('lines inside a panel', () => {
  it('should draw perforations and panel creases on their own layers, not as knives', () => {
    const graph = new PanelGraphBuilder()
      .panel('front', 'wall', rectangle(0, 0, 80, 50))
      .cut('perforation', 'front', [line({ x: 0, y: 20 }, { x: 80, y: 20 })])
      .cut('crease', 'front', [line({ x: 40, y: 0 }, { x: 40, y: 50 })])
      .cut('hole', 'front', rectangle(30, 30, 50, 40))
      .film('front', [
        { x: 22, y: 22 },
        { x: 58, y: 22 },
        { x: 58, y: 48 },
        { x: 22, y: 48 },
      ])
      .build('front', 0.4);
    const lengths = lineLengths(graph);
    expect(lengths.perforation).toBeCloseTo(80, 6);
    expect(lengths.crease).toBeCloseTo(50, 6);
    expect(lengths.cut).toBeCloseTo(2 * (80 + 50) + 2 * (20 + 10), 6);
    expect(graph.filmAreas).toHaveLength(1);
  });
});

/** A hexagonal tube of side 30 and height 50 with a glue flap, closed at the top by a hexagonal lid. */
function hexagonalTube(lidSide = 30): PanelGraph {
  const side = 30;
  const height = 50;
  const builder = new PanelGraphBuilder();
  for (let i = 0; i < 6; i++) {
    builder.panel(`wall_${i}`, 'wall', rectangle(i * side, 0, (i + 1) * side, height));
    if (i > 0)
      builder.hinge(
        `wall_${i - 1}`,
        `wall_${i}`,
        { x: i * side, y: 0 },
        { x: i * side, y: height },
        {
          foldAngle: 60,
        },
      );
  }
  builder.panel('glue_flap', 'glue_flap', rectangle(6 * side, 4, 6 * side + 12, height - 4));
  builder.hinge('wall_5', 'glue_flap', { x: 6 * side, y: 0 }, { x: 6 * side, y: height }, { foldAngle: 60 });
  // a regular hexagon on the top edge of wall 0, scaled to `lidSide`
  const r = lidSide;
  const apothem = (r * Math.sqrt(3)) / 2;
  const x0 = (side - r) / 2;
  builder.panel(
    'lid',
    'closure',
    outline([
      { x: x0, y: height },
      { x: x0 + r, y: height },
      { x: x0 + 1.5 * r, y: height + apothem },
      { x: x0 + r, y: height + 2 * apothem },
      { x: x0, y: height + 2 * apothem },
      { x: x0 - 0.5 * r, y: height + apothem },
    ]),
  );
  builder.hinge('wall_0', 'lid', { x: x0, y: height }, { x: x0 + r, y: height }, { stage: 1 });
  return builder.build('wall_0', 0.4, {
    shape: {
      tube: ['wall_0', 'wall_1', 'wall_2', 'wall_3', 'wall_4', 'wall_5'],
      glued: [{ flap: 'glue_flap', panel: 'wall_0' }],
      closures: [{ end: 'top', panels: ['lid'] }],
    },
  });
}

describe('inspectFoldedShape', () => {
  it('should find a hexagonal tube closed by its lid, its glue flap on the first wall', () => {
    const inspection = inspectFoldedShape(hexagonalTube());
    expect(inspection.section).toHaveLength(6);
    expect(inspection.glued[0]?.offPlane).toBeLessThan(1e-9);
    expect(inspection.closures[0]?.coverage).toBeGreaterThan(0.999);
    expect(inspection.protrusion).toBeLessThan(1e-6);
  });

  it('should see a lid too small to close the tube, and one that pokes through the walls', () => {
    expect(inspectFoldedShape(hexagonalTube(24)).closures[0]?.coverage).toBeLessThan(0.9);
    expect(inspectFoldedShape(hexagonalTube(36)).protrusion).toBeGreaterThan(2);
  });
});
