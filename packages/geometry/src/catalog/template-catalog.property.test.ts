import type { Unit } from '@diecut/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldAllowance } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankArea, blankRegions, hingeCreases } from '../panel-graph/derive-dieline';
import { inspectFoldedBox, pointInPolygon } from '../panel-graph/folded-box-inspection';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop, type Point, polygonArea } from '../primitives/segment';
import { MM_PER_INCH } from '../units';
import { DIMENSION_TYPES, dimensionTypeOf } from './dimension-type';
import { followSuggestions } from './sample-values';
import { TEMPLATES } from './template-catalog';
import type { TemplateDefinition, TemplateValues } from './template-definition';
import { flattenParameters, validateTemplateVariables } from './variable-validation';

const RUNS = Number(process.env.DIECUT_PROPERTY_RUNS ?? 25);
// a fixed seed keeps CI repeatable; set another to search new sizes locally
const SEED = Number(process.env.DIECUT_PROPERTY_SEED ?? 20261123);
// each run folds every part and checks its design rules: about a second per template alone, several on
// a busy two-core runner where every package tests at once (vitest's 5 s default is too tight there)
const PROPERTY_TIMEOUT_MS = 60_000;

/** Sizes in mm within each length variable's range, repaired with the template's own suggestions. */
function valuesArbitrary(template: TemplateDefinition): fc.Arbitrary<TemplateValues> {
  const lengths = flattenParameters(template.parameters).filter(
    (p) => p.dataType === 'length' && p.name !== 'overflow_margin',
  );
  const record: Record<string, fc.Arbitrary<number | boolean>> = {};
  for (const p of lengths) {
    record[p.name] = fc.double({ min: p.minimum ?? 1, max: Math.min(p.maximum ?? 600, 600), noNaN: true });
  }
  if (flattenParameters(template.parameters).some((p) => p.name === 'overflow'))
    record.overflow = fc.boolean();
  // every choice a template offers (a corrugated flute), except the dimension type drawn below
  const choices: Record<string, fc.Arbitrary<string>> = {};
  for (const p of flattenParameters(template.parameters)) {
    if (p.dataType !== 'string' || p.name === 'dimension_type' || !p.allowedValues?.length) continue;
    choices[p.name] = fc.constantFrom(...p.allowedValues.map(String));
  }
  const types = fc.constantFrom(...DIMENSION_TYPES);
  const known = new Set(flattenParameters(template.parameters).map((p) => p.name));
  return fc.tuple(fc.record(record), fc.record(choices), types).map(([raw, chosen, dimensionType]) => {
    const values: TemplateValues = { ...raw, ...chosen };
    // the shared variables a template has: bleed, dimension texts, and how a box's sizes are meant
    const shared = { overflow_margin: 3, dimension_texts: true, dimension_type: dimensionType };
    for (const [name, value] of Object.entries(shared)) if (known.has(name)) values[name] = value;
    const rounded = (v: number) => Math.round(v * 100) / 100;
    for (const p of lengths) values[p.name] = rounded(values[p.name] as number);
    // unsettled values fail validation below and are skipped by fc.pre
    followSuggestions(template, values);
    return values;
  });
}

/** Expressed in `unit` the way a user would type it, and validated through the public path. */
function requestIn(
  template: TemplateDefinition,
  values: TemplateValues,
  unit: Unit,
): TemplateValues | undefined {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    input[name] =
      typeof value === 'number' && unit === 'in' ? Math.round((value / MM_PER_INCH) * 1e4) / 1e4 : value;
  }
  try {
    return validateTemplateVariables(template, input, unit);
  } catch {
    return undefined;
  }
}

interface Edge {
  a: Point;
  b: Point;
  index: number;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

function segmentsCross(p: Edge, q: Edge): boolean {
  const d1 = cross(q.a, q.b, p.a);
  const d2 = cross(q.a, q.b, p.b);
  const d3 = cross(p.a, p.b, q.a);
  const d4 = cross(p.a, p.b, q.b);
  return d1 * d2 < -1e-12 && d3 * d4 < -1e-12;
}

/** A closed ring with no two non-neighbouring edges crossing (sweep over x). */
function isSimple(ring: Point[]): boolean {
  const edges: Edge[] = ring.map((a, index) => ({ a, b: ring[(index + 1) % ring.length] as Point, index }));
  const sorted = [...edges].sort((p, q) => Math.min(p.a.x, p.b.x) - Math.min(q.a.x, q.b.x));
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i] as Edge;
    const maxX = Math.max(p.a.x, p.b.x);
    for (let j = i + 1; j < sorted.length; j++) {
      const q = sorted[j] as Edge;
      if (Math.min(q.a.x, q.b.x) > maxX) break;
      const gap = Math.abs(p.index - q.index);
      if (gap <= 1 || gap === ring.length - 1) continue;
      if (segmentsCross(p, q)) return false;
    }
  }
  return true;
}

function distanceToRing(p: Point, ring: Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const s = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p.x - a.x - s * dx, p.y - a.y - s * dy));
  });
  return best;
}

function checkBlank(graph: PanelGraph): void {
  const regions = blankRegions(graph);
  expect(regions).toHaveLength(1);
  const region = regions[0] as (typeof regions)[number];
  const contour = region.outer;
  expect(contour.length).toBeGreaterThanOrEqual(4);
  expect(isSimple(contour)).toBe(true);

  // creases lie inside the blank (on or within the contour, never in an opening)
  for (const hinge of graph.hinges) {
    for (const crease of hingeCreases(hinge)) {
      if (crease.type !== 'line') continue;
      const mid = { x: (crease.start.x + crease.end.x) / 2, y: (crease.start.y + crease.end.y) / 2 };
      for (const p of [crease.start, crease.end, mid]) {
        expect(pointInPolygon(p, contour) || distanceToRing(p, contour) < 0.01).toBe(true);
      }
      for (const hole of region.holes)
        expect(pointInPolygon(mid, hole) && distanceToRing(mid, hole) > 0.01).toBe(false);
    }
  }

  // the area is the contour's shoelace area less openings and punched holes, and equals the sum of
  // the panels' own areas (panels tile the blank without overlapping)
  const punched = graph.cuts
    .filter((cut) => cut.kind === 'hole')
    .reduce((sum, cut) => sum + Math.abs(polygonArea(flattenLoop(cut.segments, 2))), 0);
  const shoelace =
    Math.abs(polygonArea(contour)) -
    region.holes.reduce((sum, hole) => sum + Math.abs(polygonArea(hole)), 0) -
    punched;
  const panels =
    graph.panels.reduce((sum, panel) => sum + Math.abs(polygonArea(flattenLoop(panel.outline, 2))), 0) -
    punched;
  const area = blankArea(graph);
  expect(area).toBeGreaterThan(0);
  expect(Math.abs(area - shoelace) / area).toBeLessThan(1e-6);
  expect(Math.abs(area - panels) / area).toBeLessThan(1e-4);
}

/** Folds a part that makes a box; `main` is the part the asked sizes describe (a base, a tube). */
function checkFolded(graph: PanelGraph, values: TemplateValues, main: boolean): void {
  const t = graph.material;
  const inspection = inspectFoldedBox(graph);
  if (main) {
    // the sizes measured the way the user asked for them
    const asked = inspection[dimensionTypeOf(values)];
    expect(Math.abs(asked.length - (values.length as number))).toBeLessThan(0.1);
    expect(Math.abs(asked.width - (values.width as number))).toBeLessThan(0.1);
    expect(Math.abs(asked.height - (values.height as number))).toBeLessThan(0.1);
  }
  const inside = inspection.inside;
  expect(inspection.squareness).toBeLessThan(1e-6);
  expect(inspection.parallelism).toBeLessThan(1e-6);
  for (const joint of inspection.glued) {
    expect(Math.abs(joint.offPlane - joint.expectedOffset), `${joint.flap} on ${joint.panel}`).toBeLessThan(
      0.01,
    );
    // the last wall stops at most a fold allowance (a board on solid board) short of the corner the
    // glue flap turns about
    expect(joint.overhang, `${joint.flap} within ${joint.panel}`).toBeLessThanOrEqual(
      foldAllowance(graph.board) + 0.01,
    );
  }
  for (const closure of inspection.closures) {
    expect(closure.coverage, `${closure.end} closure`).toBeGreaterThan(0.98);
    // every closing flap is held: glued, locked, or under held plies
    for (const { panel, by } of closure.held) expect(by, `${panel} held`).not.toBeNull();
  }
  expect(inspection.protrusion).toBeLessThanOrEqual(t + 0.01);

  // how far a flap reaches from its hinge, whichever way the hinge runs on the sheet
  const depth = (id: string) => {
    const hinge = graph.hinges.find((h) => h.child === id);
    const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? []);
    if (!hinge) throw new Error(`${id} has no hinge`);
    const length = Math.hypot(hinge.end.x - hinge.start.x, hinge.end.y - hinge.start.y);
    const across = (p: Point) =>
      Math.abs(
        (p.x - hinge.start.x) * (hinge.end.y - hinge.start.y) -
          (p.y - hinge.start.y) * (hinge.end.x - hinge.start.x),
      ) / length;
    return Math.max(...points.map(across));
  };
  for (const panel of graph.panels) {
    // opposite dust flaps never meet, and a tuck stays clear of the far closure
    if (panel.role === 'dust_flap') expect(depth(panel.id)).toBeLessThan(inside.length / 2);
    if (panel.role === 'tuck') expect(depth(panel.id)).toBeLessThanOrEqual(inside.height - 3 + 1e-6);
  }
}

/** Folds a piece of another shape: joints land, closures cover the tube, nothing pokes through a wall. */
function checkShape(graph: PanelGraph): void {
  const t = graph.material;
  const inspection = inspectFoldedShape(graph);
  for (const joint of inspection.glued) {
    expect(Math.abs(joint.offPlane - joint.expectedOffset), `${joint.flap} on ${joint.panel}`).toBeLessThan(
      0.01,
    );
    expect(joint.overhang, `${joint.flap} within ${joint.panel}`).toBeLessThanOrEqual(
      foldAllowance(graph.board) + 0.01,
    );
  }
  for (const closure of inspection.closures)
    expect(closure.coverage, `${closure.end} closure`).toBeGreaterThan(0.98);
  expect(inspection.protrusion).toBeLessThanOrEqual(t + 0.01);
}

describe('template catalog geometry', () => {
  for (const template of TEMPLATES) {
    for (const unit of ['mm', 'in'] as const) {
      it(
        `should make a closed blank that folds to the asked size: ${template.id} (${template.name}) in ${unit}`,
        () => {
          fc.assert(
            fc.property(valuesArbitrary(template), (values) => {
              const validated = requestIn(template, values, unit);
              fc.pre(validated !== undefined);
              const parts = template.build(validated as TemplateValues);
              expect(parts.length).toBeGreaterThan(0);
              const form = template.form ?? 'box';
              const main = parts.find((part) => part.graph.box !== undefined);
              if (form === 'box') expect(main, 'a part that folds into the box').toBeDefined();
              if (form === 'shape') expect(parts.some((part) => part.graph.shape !== undefined)).toBe(true);
              for (const part of parts) {
                const { graph } = part;
                checkBlank(graph);
                if (graph.box) checkFolded(graph, validated as TemplateValues, part === main);
                if (graph.shape) checkShape(graph);
                // a die maker could build, strip and glue it as drawn
                expect(checkDesignRules(graph)).toEqual([]);
              }
            }),
            { numRuns: RUNS, seed: SEED },
          );
        },
        PROPERTY_TIMEOUT_MS,
      );
    }
  }
});
