import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate, TEMPLATES } from '../catalog/template-catalog';
import type { TemplateDefinition } from '../catalog/template-definition';
import { rectangle } from '../primitives/outline';
import {
  flattenLoop,
  flattenSegment,
  type LineSegment,
  line,
  type Point,
  polygonArea,
  segmentEnd,
} from '../primitives/segment';
import { blankRegions, hingeCreases } from './derive-dieline';
import { type FoldFile, toFoldJson } from './fold-json';
import type { Hinge, PanelGraph } from './panel-graph';
import { PanelGraphBuilder } from './panel-graph-builder';

function sampleGraph(template: TemplateDefinition): PanelGraph {
  return (template.build(sampleValues(template))[0] as { graph: PanelGraph }).graph;
}

const rte = () => sampleGraph(findTemplate('becf-11001') as TemplateDefinition);

interface Edge {
  a: Point;
  b: Point;
  length: number;
  assignment: FoldFile['edges_assignment'][number];
  angle: number;
  key: string;
}

function edgesOf(file: FoldFile): Edge[] {
  const at = (i: number): Point => {
    const [x, y] = file.vertices_coords[i] as [number, number];
    return { x, y };
  };
  return file.edges_vertices.map(([i, j], k) => {
    const a = at(i);
    const b = at(j);
    return {
      a,
      b,
      length: Math.hypot(b.x - a.x, b.y - a.y),
      assignment: file.edges_assignment[k] as Edge['assignment'],
      angle: file.edges_foldAngle[k] as number,
      key: i < j ? `${i}-${j}` : `${j}-${i}`,
    };
  });
}

/** Distance of `p` from the segment a-b, and where along it (0..1). */
function along(p: Point, a: Point, b: Point): { off: number; s: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const s = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2;
  return { off: Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / Math.sqrt(length2), s };
}

/** Length of the edges that lie on the segment a-b (both ends within it). */
function lengthOn(edges: Edge[], a: Point, b: Point): number {
  return edges
    .filter((edge) =>
      [edge.a, edge.b].every((p) => {
        const { off, s } = along(p, a, b);
        return off < 2e-3 && s > -1e-4 && s < 1 + 1e-4;
      }),
    )
    .reduce((sum, edge) => sum + edge.length, 0);
}

const ringLength = (ring: Point[]) =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] as Point;
    return sum + Math.hypot(q.x - p.x, q.y - p.y);
  }, 0);

/** How many faces use each undirected edge, counted from faces_vertices alone. */
function faceCounts(file: FoldFile): Map<string, number> {
  const counts = new Map<string, number>();
  for (const face of file.faces_vertices) {
    face.forEach((i, k) => {
      const j = face[(k + 1) % face.length] as number;
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  }
  return counts;
}

function checkFoldFile(graph: PanelGraph): void {
  const file = toFoldJson(graph);
  const edges = edgesOf(file);

  // one face per panel, in order, each with the panel's own area
  expect(file['diecut:faces_panel']).toEqual(graph.panels.map((panel) => panel.id));
  expect(file['diecut:faces_role']).toEqual(graph.panels.map((panel) => panel.role));
  expect(file.faces_vertices).toHaveLength(graph.panels.length);
  file.faces_vertices.forEach((face, k) => {
    const polygon = face.map((i) => {
      const [x, y] = file.vertices_coords[i] as [number, number];
      return { x, y };
    });
    const panel = graph.panels[k] as PanelGraph['panels'][number];
    const ring = flattenLoop(panel.outline, 10);
    const expected = Math.abs(polygonArea(ring));
    // vertices rounded to a micrometre move the area by up to its perimeter times 0.7 um
    const perimeter = ring.reduce((sum, p, i) => {
      const q = ring[(i + 1) % ring.length] as Point;
      return sum + Math.hypot(q.x - p.x, q.y - p.y);
    }, 0);
    expect(Math.abs(Math.abs(polygonArea(polygon)) - expected), panel.id).toBeLessThan(
      Math.max(0.05, perimeter * 7e-4),
    );
  });

  // edges: no duplicates, no zero-length ones, arrays aligned
  expect(file.edges_assignment).toHaveLength(file.edges_vertices.length);
  expect(file.edges_foldAngle).toHaveLength(file.edges_vertices.length);
  expect(new Set(edges.map((edge) => edge.key)).size).toBe(edges.length);
  for (const edge of edges) expect(edge.length).toBeGreaterThan(1e-3);

  // a border edge has one face, every other edge two
  const counts = faceCounts(file);
  for (const edge of edges) expect(counts.get(edge.key), edge.key).toBe(edge.assignment === 'B' ? 1 : 2);
  expect([...counts.keys()].sort()).toEqual(edges.map((edge) => edge.key).sort());

  // every crease is covered by mountain edges of its fold angle; nothing else is a fold
  // a curved crease is the chords its faces' outlines are flattened into (10 degrees each)
  const chords = (hinge: Hinge): LineSegment[] => {
    if (!hinge.curve) return hingeCreases(hinge) as LineSegment[];
    const points = [...flattenSegment(hinge.curve, 10), segmentEnd(hinge.curve)];
    return points.slice(1).map((p, i) => line(points[i] as Point, p));
  };
  const creases: Array<{ hinge: Hinge; segment: LineSegment }> = graph.hinges.flatMap((hinge) =>
    chords(hinge).map((segment) => ({ hinge, segment })),
  );
  for (const { hinge, segment } of creases) {
    // a hinge folded toward the printed face (a reverse crease, negative angle) is a valley
    const assignment = hinge.foldAngle < 0 ? 'V' : 'M';
    const folds = edges.filter((edge) => edge.assignment === assignment && edge.angle === -hinge.foldAngle);
    const creaseLength = Math.hypot(segment.end.x - segment.start.x, segment.end.y - segment.start.y);
    expect(lengthOn(folds, segment.start, segment.end), `${hinge.parent}|${hinge.child}`).toBeCloseTo(
      creaseLength,
      2,
    );
  }
  const folds = edges.filter((edge) => edge.assignment === 'M' || edge.assignment === 'V');
  for (const edge of folds) {
    // a right angle or a fold flat on a box; a polygon's or a slanted lid's own angle on a shape;
    // valleys only where a hinge folds toward the printed face
    expect(Math.abs(edge.angle)).toBeGreaterThan(0);
    expect(Math.abs(edge.angle)).toBeLessThanOrEqual(180);
    expect(edge.assignment).toBe(edge.angle < 0 ? 'M' : 'V');
    if (edge.assignment === 'V') expect(graph.hinges.some((hinge) => hinge.foldAngle < 0)).toBe(true);
    const mid = { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 };
    const onCrease = creases.some(({ segment }) => {
      const { off, s } = along(mid, segment.start, segment.end);
      return off < 2e-3 && s > 0 && s < 1;
    });
    expect(onCrease, JSON.stringify(edge)).toBe(true);
  }
  for (const edge of edges.filter((e) => e.assignment !== 'M' && e.assignment !== 'V'))
    expect(edge.angle).toBe(0);

  // a hinge folds only along its creased intervals: no fold edge runs over a slit or a friction cut
  for (const hinge of graph.hinges.filter((h) => h.creased)) {
    const creased = (hinge.creased ?? []).reduce((sum, [from, to]) => sum + (to - from), 0);
    const mountains = edges.filter((edge) => edge.assignment === 'M');
    expect(lengthOn(mountains, hinge.start, hinge.end), `${hinge.parent}|${hinge.child}`).toBeCloseTo(
      creased,
      2,
    );
  }

  // border edges trace the blank's contour and its openings
  const regions = blankRegions(graph);
  expect(regions).toHaveLength(1);
  const region = regions[0] as (typeof regions)[number];
  const boundary = ringLength(region.outer) + region.holes.reduce((sum, hole) => sum + ringLength(hole), 0);
  const borders = edges.filter((edge) => edge.assignment === 'B').reduce((sum, edge) => sum + edge.length, 0);
  expect(Math.abs(borders - boundary) / boundary).toBeLessThan(0.01);

  // Euler: a connected plane graph whose bounded faces are the panels and the openings
  const used = new Set(file.faces_vertices.flat());
  expect(used.size).toBe(file.vertices_coords.length);
  expect(used.size - edges.length + file.faces_vertices.length).toBe(1 - region.holes.length);

  // plain JSON
  expect(JSON.parse(JSON.stringify(file))).toEqual(file);
}

describe('toFoldJson', () => {
  it('should describe a reverse tuck end box as a FOLD crease pattern', () => {
    const graph = rte();
    const file = toFoldJson(graph);
    expect(file.file_spec).toBe(1.1);
    expect(file.frame_classes).toEqual(['creasePattern']);
    expect(file.frame_unit).toBe('mm');
    // 3 wall creases, the glue flap, 2 lids, 4 dust flaps and 2 tucks fold, all 90 degrees
    expect(graph.hinges).toHaveLength(12);
    const assignments = new Set(file.edges_assignment);
    expect([...assignments].sort()).toEqual(
      [...new Set([...assignments, 'B', 'M'])].filter((a) => a !== 'V').sort(),
    );
    expect(new Set(file.edges_foldAngle.filter((angle) => angle !== 0))).toEqual(new Set([-90]));
    // the slit-lock tucks: the nicks at both ends of the tuck crease are cuts between lid and tuck
    const tuckHinges = graph.hinges.filter((hinge) => hinge.creased);
    expect(tuckHinges.map((hinge) => hinge.child).sort()).toEqual(['bottom_tuck', 'top_tuck']);
    const edges = edgesOf(file);
    for (const hinge of tuckHinges) {
      const hingeLength = Math.hypot(hinge.end.x - hinge.start.x, hinge.end.y - hinge.start.y);
      const [[from, to]] = hinge.creased as [[number, number]];
      expect(from).toBeGreaterThan(0);
      const cuts = edges.filter((edge) => edge.assignment === 'C');
      expect(lengthOn(cuts, hinge.start, hinge.end)).toBeCloseTo(hingeLength - (to - from), 2);
    }
    checkFoldFile(graph);
  });

  it('should fold a hanger header 180 degrees', () => {
    const graph = sampleGraph(findTemplate('becf-11006') as TemplateDefinition);
    expect(graph.hinges.some((hinge) => hinge.foldAngle === 180)).toBe(true);
    const file = toFoldJson(graph);
    expect(file.edges_foldAngle).toContain(-180);
    checkFoldFile(graph);
  });

  it('should split a shared edge where another panel starts (T-junction)', () => {
    // a 10 mm flap hinged on the middle of a 30 mm wall edge
    const graph = new PanelGraphBuilder()
      .panel('wall', 'wall', rectangle(0, 0, 30, 20))
      .panel('flap', 'closure', rectangle(10, 20, 20, 30))
      .hinge('wall', 'flap', { x: 10, y: 20 }, { x: 20, y: 20 })
      .build('wall', 0.5);
    const file = toFoldJson(graph);
    expect(file.vertices_coords).toHaveLength(8);
    expect(file.faces_vertices[0]).toHaveLength(6);
    const edges = edgesOf(file);
    expect(edges.filter((edge) => edge.assignment === 'M')).toHaveLength(1);
    expect(edges.filter((edge) => edge.assignment === 'B')).toHaveLength(8);
    expect(edges.filter((e) => e.assignment === 'B').reduce((sum, e) => sum + e.length, 0)).toBeCloseTo(
      120,
      9,
    );
    checkFoldFile(graph);
  });

  it('should cut, not fold, the stretch of a shared edge outside its creased intervals', () => {
    // slit lock in miniature: a 30 mm hinge creased only from 5 to 25 mm
    const graph = new PanelGraphBuilder()
      .panel('lid', 'closure', rectangle(0, 0, 30, 20))
      .panel('tuck', 'tuck', rectangle(0, 20, 30, 30))
      .hinge('lid', 'tuck', { x: 0, y: 20 }, { x: 30, y: 20 }, { creased: [[5, 25]] })
      .build('lid', 0.5);
    const edges = edgesOf(toFoldJson(graph));
    const on = (assignment: Edge['assignment']) =>
      edges
        .filter((edge) => edge.assignment === assignment && edge.a.y === 20 && edge.b.y === 20)
        .reduce((sum, edge) => sum + edge.length, 0);
    expect(on('M')).toBeCloseTo(20, 9);
    expect(on('C')).toBeCloseTo(10, 9);
    checkFoldFile(graph);
  });

  for (const template of TEMPLATES) {
    it(`should export a consistent crease pattern: ${template.id}`, () => {
      checkFoldFile(sampleGraph(template));
    });
  }
});
