import { cutSegments } from '../panel-graph/derive-dieline';
import { invertTransform, panelPoser, type RigidTransform } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import {
  holdsDisc,
  holdsWidth,
  inscribedWidth,
  intersectPolygons,
  type Region,
} from '../panel-graph/polygon-ops';
import {
  distanceToSegment,
  flattenLoop,
  flattenSegment,
  loopPoints,
  loopPointsXY,
  type Point,
  type Segment,
  segmentLength,
} from '../primitives/segment';
import { checkJogs, checkKnifeGaps, knifePieces } from './knife-rules';
import {
  type DesignRuleFinding,
  type DesignRuleLimits,
  designRuleLimits,
  round2,
  TOLERANCE,
  WIDTH_TOLERANCE,
} from './limits';
import { checkScrap } from './scrap-rules';

// the rules and their limits are exported from here; they live in limits.ts so that the checks beside
// this module share them without importing it
export {
  DESIGN_RULES,
  type DesignRuleFinding,
  type DesignRuleId,
  type DesignRuleLimits,
  designRuleLimits,
} from './limits';

/** The panel whose outline passes nearest to `p` (knives lie on panel edges). */
function nearestPanel(graph: PanelGraph, p: Point): string | undefined {
  let best: string | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const panel of graph.panels) {
    const ring = flattenLoop(panel.outline, 5);
    ring.forEach((a, i) => {
      const d = distanceToSegment(p, a, ring[(i + 1) % ring.length] as Point);
      if (d < distance - 1e-9) {
        distance = d;
        best = panel.id;
      }
    });
  }
  return best;
}

/**
 * Glue lands: each glue area, where its flap is glued to a panel, clipped to the panel it lands on in
 * the folded box; elsewhere the area itself.
 */
function checkGlueLands(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  // only each joint's two panels are posed, not the whole tree
  let poseOf: ((panelId: string) => RigidTransform) | undefined;
  for (const area of graph.glueAreas) {
    const joint = (graph.box ?? graph.shape)?.glued.find(
      (glued) => glued.flap === area.panel || glued.panel === area.panel,
    );
    // the area alone, unless its partner's outline cuts it down (made only where no disc says it holds)
    let lands: Region[] | undefined;
    if (joint) {
      // the partner's outline brought into the glued panel's flat frame: glue lands only where they overlap
      poseOf ??= panelPoser(graph);
      const partnerId = joint.flap === area.panel ? joint.panel : joint.flap;
      const partner = graph.panels.find((panel) => panel.id === partnerId);
      if (partner) {
        const from = poseOf(partnerId);
        const back = invertTransform(poseOf(area.panel));
        // applyTransform(back, applyTransform(from, [x, y, 0])) for each point, written out: no
        // flattened point, nor two triples, for every point of the partner's outline
        const count = loopPoints(partner.outline, 3);
        const xy = loopPointsXY();
        const f = from.rotation;
        const b = back.rotation;
        const partnerHere: Point[] = new Array(count);
        for (let k = 0; k < count; k++) {
          const x = xy[2 * k] as number;
          const y = xy[2 * k + 1] as number;
          const fx = f[0] * x + f[1] * y + f[2] * 0 + from.translation[0];
          const fy = f[3] * x + f[4] * y + f[5] * 0 + from.translation[1];
          const fz = f[6] * x + f[7] * y + f[8] * 0 + from.translation[2];
          partnerHere[k] = {
            x: b[0] * fx + b[1] * fy + b[2] * fz + back.translation[0],
            y: b[3] * fx + b[4] * fy + b[5] * fz + back.translation[1],
          };
        }
        // a disc of the land's width inside both outlines: the land holds it, no clipping needed
        if (holdsDisc([area.polygon, partnerHere], [], limits.glueLand - WIDTH_TOLERANCE)) continue;
        lands = intersectPolygons(area.polygon, partnerHere);
      }
    }
    lands ??= [{ outer: area.polygon, holes: [] }];
    if (lands.some((land) => holdsWidth(land, limits.glueLand - WIDTH_TOLERANCE))) continue;
    const width = lands.reduce((best, land) => Math.max(best, inscribedWidth(land)), 0);
    if (width < limits.glueLand - WIDTH_TOLERANCE) {
      const ring = area.polygon;
      findings.push({
        rule: 'glue_land',
        message: `the glue area on ${area.panel} is ${round2(width)} mm wide where it lands (at least ${round2(limits.glueLand)} mm)`,
        panel: area.panel,
        at: {
          x: ring.reduce((sum, p) => sum + p.x, 0) / ring.length,
          y: ring.reduce((sum, p) => sum + p.y, 0) / ring.length,
        },
        measured: width,
        limit: limits.glueLand,
      });
    }
  }
  return findings;
}

function midpoint(segment: Segment): Point {
  if (segment.type === 'arc') {
    const points = flattenSegment(segment, 5);
    return points[Math.floor(points.length / 2)] as Point;
  }
  return { x: (segment.start.x + segment.end.x) / 2, y: (segment.start.y + segment.end.y) / 2 };
}

function checkLocks(graph: PanelGraph, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  for (const lock of graph.locks ?? []) {
    const slit = segmentLength(lock.slit);
    if (lock.kind === 'catch') {
      const shoulder = segmentLength(lock.shoulder.edge);
      if (slit - shoulder < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm longer than the shoulder it catches (${round2(shoulder)} mm)`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: slit - shoulder,
          limit: limits.lockMargin,
        });
      }
    } else {
      const head = segmentLength(lock.tab.head);
      const neck = segmentLength(lock.tab.neck);
      if (head - slit < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm narrower than the tab head (${round2(head)} mm) that passes through`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: head - slit,
          limit: limits.lockMargin,
        });
      }
      if (slit - neck < limits.lockMargin - TOLERANCE) {
        findings.push({
          rule: 'lock_fit',
          message: `${lock.name}: the slit (${round2(slit)} mm) must be at least ${limits.lockMargin} mm wider than the tab neck (${round2(neck)} mm) that sits in it`,
          panel: lock.panel,
          at: midpoint(lock.slit),
          measured: slit - neck,
          limit: limits.lockMargin,
        });
      }
    }
  }
  return findings;
}

/**
 * Checks a panel graph against the manufacturing rules a die maker applies: knife pairs, jogs, loose
 * or narrow scrap, glue lands and lock fits. An empty list means the dieline can be made as drawn.
 */
export function checkDesignRules(
  graph: PanelGraph,
  limits: Partial<DesignRuleLimits> = {},
): DesignRuleFinding[] {
  const rules = { ...designRuleLimits(graph.board), ...limits };
  const knives = cutSegments(graph);
  // both knife rules walk the knives as straight pieces: cut them up once
  const pieces = knifePieces(knives);
  return [
    ...checkKnifeGaps(pieces, rules),
    ...checkJogs(knives, pieces, rules),
    ...checkScrap(graph, rules),
    ...checkGlueLands(graph, rules),
    ...checkLocks(graph, rules),
  ].map((finding) => {
    const panel = finding.panel ?? nearestPanel(graph, finding.at);
    return {
      ...finding,
      ...(panel ? { panel } : {}),
      at: { x: round2(finding.at.x), y: round2(finding.at.y) },
      measured: round2(finding.measured),
      limit: round2(finding.limit),
    };
  });
}
