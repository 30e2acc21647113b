import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { arc, line, type Point, type Segment } from '../primitives/segment';

export interface CupSleeveSpec {
  /** Sleeve diameter at the top (the cup's outside there plus a board), mm. */
  topDiameter: number;
  /** Sleeve diameter at the bottom, smaller than the top. */
  bottomDiameter: number;
  /** Axial height of the sleeve. */
  height: number;
  material: number;
  closure: { kind: 'glue'; overlap: number } | { kind: 'slot_lock'; slots: number; slotLength: number };
}

/** The flat sector of a cone frustum: slant, inner and outer radii and sector angle (radians). */
export interface SleeveSector {
  slant: number;
  innerRadius: number;
  outerRadius: number;
  angle: number;
}

/** Largest radius of the outer arc: a slighter taper is a straight band, not a sector. */
export const SLEEVE_MAX_RADIUS = 1500;
/** Largest sector angle (radians) before the overlap and tabs: the ends must stay apart on the sheet. */
export const SLEEVE_MAX_ANGLE = (220 * Math.PI) / 180;
/** Slot lock: how far the ends overlap before the tab, the tab's neck and head, mm. */
export const SLOT_LOCK = { bodyOverlap: 6, neck: 3.5, head: 10, headExtra: 8, neckClearance: 1.5 };
/** The arrow's flanks close in at most 6 mm over the head's 10 (the barbs stay 3 mm from the neck). */
const FLANK = 6;

/**
 * s = sqrt(h^2 + ((D1 - D2) / 2)^2), r_i = D2 s / (D1 - D2), r_o = r_i + s, angle = pi (D1 - D2) / s:
 * the bottom arc is pi D2 long and the top arc pi D1.
 */
export function sleeveSector(topDiameter: number, bottomDiameter: number, height: number): SleeveSector {
  const taper = topDiameter - bottomDiameter;
  const slant = Math.hypot(height, taper / 2);
  const innerRadius = (bottomDiameter * slant) / taper;
  return { slant, innerRadius, outerRadius: innerRadius + slant, angle: (Math.PI * taper) / slant };
}

/** The smallest top diameter whose outer arc stays within `SLEEVE_MAX_RADIUS` (a little margin). */
export function sleeveMinimumTopDiameter(bottomDiameter: number, height: number): number {
  // r_o = D2 s / (D1 - D2) + s with s at least h: D1 - D2 >= D2 s / (R - s)
  const s = height + 1;
  return bottomDiameter + (bottomDiameter * s) / (SLEEVE_MAX_RADIUS - s) + 0.5;
}

/** The smallest height whose sector angle stays within `SLEEVE_MAX_ANGLE`. */
export function sleeveMinimumHeight(topDiameter: number, bottomDiameter: number): number {
  const taper = topDiameter - bottomDiameter;
  const slant = (Math.PI * taper) / SLEEVE_MAX_ANGLE;
  return Math.sqrt(Math.max(0, slant * slant - (taper * taper) / 4));
}

/** Slot lock sizes for a slit of `slotLength`: the neck 1.5 mm narrower, the head 8 mm wider, its tip. */
export const slotLockTab = (slotLength: number) => ({
  neck: slotLength - SLOT_LOCK.neckClearance,
  head: slotLength + SLOT_LOCK.headExtra,
  tip: Math.max(4, slotLength + SLOT_LOCK.headExtra - 2 * FLANK),
});

/** Radii of the slot lock's slits, evenly along the slant. */
export function slotRadii(sector: SleeveSector, slots: number): number[] {
  return Array.from({ length: slots }, (_, k) => sector.innerRadius + (sector.slant * (k + 0.5)) / slots);
}

const DEG = 180 / Math.PI;

/**
 * A tapered cup sleeve: an annular sector, apex below so that the top of the cup (the outer arc) is
 * the top of the blank, its ends overlapping 12-20 mm along the bottom arc and glued, or closed by
 * arrow tabs on the left end that pass through slits in the right end.
 */
export function buildCupSleeve(spec: CupSleeveSpec): PanelGraph {
  const sector = sleeveSector(spec.topDiameter, spec.bottomDiameter, spec.height);
  const { innerRadius: ri, outerRadius: ro } = sector;
  const closure = spec.closure;
  // the extra angle the ends overlap by: the overlap along the bottom arc (glued), or the body
  // overlap at the middle of the slant before the tabs
  const overlapAngle =
    closure.kind === 'glue' ? closure.overlap / ri : SLOT_LOCK.bodyOverlap / (ri + sector.slant / 2);
  const total = sector.angle + overlapAngle;
  const a0 = 90 - (total * DEG) / 2;
  const a1 = 90 + (total * DEG) / 2;
  const polar = (r: number, deg: number, u = 0): Point => {
    const t = deg / DEG;
    // u: square to the radius, toward increasing angle
    return { x: r * Math.cos(t) - u * Math.sin(t), y: r * Math.sin(t) + u * Math.cos(t) };
  };
  const origin = { x: 0, y: 0 };
  const outline: Segment[] = [arc(origin, ro, a0, a1)];
  // the left end, outer to inner, with the arrow tabs of a slot lock standing out of it
  let from = polar(ro, a1);
  const radii = closure.kind === 'slot_lock' ? slotRadii(sector, closure.slots).reverse() : [];
  const builder = new PanelGraphBuilder();
  if (closure.kind === 'slot_lock') {
    const tab = slotLockTab(closure.slotLength);
    const { neck, head } = SLOT_LOCK;
    const { tip } = tab;
    for (const r of radii) {
      const points = [
        polar(r + tab.neck / 2, a1),
        polar(r + tab.neck / 2, a1, neck),
        polar(r + tab.head / 2, a1, neck),
        polar(r + tip / 2, a1, neck + head),
        polar(r - tip / 2, a1, neck + head),
        polar(r - tab.head / 2, a1, neck),
        polar(r - tab.neck / 2, a1, neck),
        polar(r - tab.neck / 2, a1),
      ];
      for (const p of points) {
        outline.push(line(from, p));
        from = p;
      }
    }
  }
  outline.push(line(from, polar(ri, a1)));
  outline.push(arc(origin, ri, a1, a0, true));
  outline.push(line(polar(ri, a0), polar(ro, a0)));
  builder.panel('sleeve', 'wall', outline);

  if (closure.kind === 'slot_lock') {
    const tab = slotLockTab(closure.slotLength);
    slotRadii(sector, closure.slots).forEach((r, k) => {
      // where the left end lands on the right one, plus most of the neck: the neck sits in the slit
      const offset = overlapAngle * r + SLOT_LOCK.neck - 0.5;
      const slit = line(
        polar(r - closure.slotLength / 2, a0, offset),
        polar(r + closure.slotLength / 2, a0, offset),
      );
      builder.cut('slit', 'sleeve', [slit]);
      builder.lock({
        kind: 'pass_through',
        name: `slot lock ${k + 1}`,
        panel: 'sleeve',
        slit,
        tab: {
          panel: 'sleeve',
          head: line(
            polar(r - tab.head / 2, a1, SLOT_LOCK.neck),
            polar(r + tab.head / 2, a1, SLOT_LOCK.neck),
          ),
          neck: line(polar(r - tab.neck / 2, a1), polar(r + tab.neck / 2, a1)),
        },
      });
    });
  } else {
    // glue on the right end's overlap, a millimetre inside its edges, following both arcs
    const margin = 1;
    const steps = 8;
    const inner = ri + margin;
    const outer = ro - margin;
    const edgeAngle = (r: number) => a0 + (overlapAngle - margin / r) * DEG;
    const polygon: Point[] = [];
    for (let k = 0; k <= steps; k++)
      polygon.push(polar(inner, a0 + ((edgeAngle(inner) - a0) * k) / steps, k === 0 ? margin : 0));
    for (let k = 0; k <= steps; k++)
      polygon.push(
        polar(outer, edgeAngle(outer) - ((edgeAngle(outer) - a0) * k) / steps, k === steps ? margin : 0),
      );
    builder.glue('sleeve', polygon);
  }

  builder.dimension('slant', polar(ri, a0), polar(ro, a0), sector.slant, -10);
  return builder.build('sleeve', foldingCartonBoard(spec.material));
}
