import {
  flattenLoop,
  flattenSegment,
  line,
  type Point,
  type Segment,
  segmentEnd,
} from '../primitives/segment';
import { hingeCreases } from './derive-dieline';
import type { PanelGraph } from './panel-graph';

/** The FOLD format (edemaine/fold, v1.1) crease pattern of a panel graph, with Diecut's panel ids. */
export interface FoldFile {
  file_spec: 1.1;
  file_creator: string;
  file_classes: string[];
  frame_classes: string[];
  frame_unit: 'mm';
  vertices_coords: Array<[number, number]>;
  edges_vertices: Array<[number, number]>;
  edges_assignment: Array<'B' | 'M' | 'V' | 'C'>;
  edges_foldAngle: number[];
  faces_vertices: number[][];
  'diecut:faces_panel': string[];
  'diecut:faces_role': string[];
}

const KEY_DECIMALS = 1000;
const keyOf = (p: Point) => `${Math.round(p.x * KEY_DECIMALS)},${Math.round(p.y * KEY_DECIMALS)}`;

function onSegment(p: Point, a: Point, b: Point): number | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return undefined;
  const s = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2;
  if (s <= 1e-6 || s >= 1 - 1e-6) return undefined;
  const off = Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / Math.sqrt(length2);
  return off < 1e-3 ? s : undefined;
}

/** A curved crease as the chords the faces' outlines are flattened into (10 degrees each). */
function chords(segment: Segment): Segment[] {
  if (segment.type === 'line') return [segment];
  const points = [...flattenSegment(segment, 10), segmentEnd(segment)];
  return points.slice(1).map((end, i) => line(points[i] as Point, end));
}

/**
 * Exports the crease pattern: one face per panel (arcs as chords), edges split where panels meet so
 * neighbouring faces share them; creases carry their fold angle (FOLD: positive is a valley seen
 * from the top face; the printed face is the top, and cartons fold away from it, so mountains).
 */
export function toFoldJson(graph: PanelGraph): FoldFile {
  const table = vertexTable();
  const loops = graph.panels.map((panel) => flattenLoop(panel.outline, 10).map(table.vertexOf));
  const creases = graph.hinges.flatMap((hinge) =>
    hingeCreases(hinge)
      .flatMap(chords)
      .map((segment) => ({ segment, angle: -hinge.foldAngle })),
  );
  addShortCreaseEnds(table, loops, creases);
  const faces = loops.map((loop) => splitAtCorners(table, loop));
  const file: FoldFile = {
    file_spec: 1.1,
    file_creator: 'Diecut',
    file_classes: ['singleModel'],
    frame_classes: ['creasePattern'],
    frame_unit: 'mm',
    vertices_coords: table.vertices,
    edges_vertices: [],
    edges_assignment: [],
    edges_foldAngle: [],
    faces_vertices: faces,
    'diecut:faces_panel': graph.panels.map((panel) => panel.id),
    'diecut:faces_role': graph.panels.map((panel) => panel.role),
  };
  for (const edge of sharedEdges(faces)) {
    const a = table.point(edge.vertices[0]);
    const b = table.point(edge.vertices[1]);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const crease =
      edge.faces > 1
        ? creases.find(
            ({ segment }) =>
              segment.type === 'line' && onSegment(mid, segment.start, segment.end) !== undefined,
          )
        : undefined;
    file.edges_vertices.push(edge.vertices);
    file.edges_assignment.push(crease ? (crease.angle < 0 ? 'M' : 'V') : edge.faces > 1 ? 'C' : 'B');
    file.edges_foldAngle.push(crease ? crease.angle : 0);
  }
  return file;
}

/** The file's vertices, each point rounded to a thousandth of a mm and listed once. */
interface VertexTable {
  vertices: Array<[number, number]>;
  /** The index of a point's vertex, added the first time the point is seen. */
  vertexOf(p: Point): number;
  point(i: number): Point;
}

function vertexTable(): VertexTable {
  const vertices: Array<[number, number]> = [];
  const index = new Map<string, number>();
  return {
    vertices,
    vertexOf: (p: Point) => {
      const key = keyOf(p);
      let i = index.get(key);
      if (i === undefined) {
        i = vertices.length;
        // `+ 0` turns -0 into 0, which JSON cannot tell apart anyway
        vertices.push([
          Math.round(p.x * KEY_DECIMALS) / KEY_DECIMALS + 0,
          Math.round(p.y * KEY_DECIMALS) / KEY_DECIMALS + 0,
        ]);
        index.set(key, i);
      }
      return i;
    },
    point: (i: number): Point => ({
      x: (vertices[i] as [number, number])[0],
      y: (vertices[i] as [number, number])[1],
    }),
  };
}

/**
 * A crease that stops short of its panels' shared edge (slit-lock nicks, a friction cut) ends in a
 * vertex, so the uncreased rest of the edge becomes an edge of its own (a cut, not a fold).
 */
function addShortCreaseEnds(
  { vertexOf, point }: VertexTable,
  loops: number[][],
  creases: Array<{ segment: Segment }>,
): void {
  for (const { segment } of creases) {
    if (segment.type !== 'line') continue;
    for (const end of [segment.start, segment.end]) {
      const onEdge = loops.some((loop) =>
        loop.some(
          (from, k) =>
            onSegment(end, point(from), point(loop[(k + 1) % loop.length] as number)) !== undefined,
        ),
      );
      if (onEdge) vertexOf(end);
    }
  }
}

/** A face's loop with every other vertex that lies on one of its edges put in (T-junctions). */
function splitAtCorners({ vertices, point }: VertexTable, loop: number[]): number[] {
  return loop.flatMap((from, k) => {
    const to = loop[(k + 1) % loop.length] as number;
    const a = point(from);
    const b = point(to);
    const inner: Array<[number, number]> = [];
    for (let v = 0; v < vertices.length; v++) {
      if (v === from || v === to) continue;
      const s = onSegment(point(v), a, b);
      if (s !== undefined) inner.push([s, v]);
    }
    return [from, ...inner.sort((p, q) => p[0] - q[0]).map(([, v]) => v)];
  });
}

/** Every edge of the faces once, in the order first met, with how many faces share it. */
function sharedEdges(faces: number[][]): Iterable<{ vertices: [number, number]; faces: number }> {
  const edges = new Map<string, { vertices: [number, number]; faces: number }>();
  faces.forEach((face) => {
    face.forEach((from, k) => {
      const to = face[(k + 1) % face.length] as number;
      const key = from < to ? `${from}-${to}` : `${to}-${from}`;
      const edge = edges.get(key) ?? { vertices: [from, to] as [number, number], faces: 0 };
      edge.faces += 1;
      edges.set(key, edge);
    });
  });
  return edges.values();
}
