import { TEMPLATE_LINK_RELS } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { sampleValues } from './sample-values';
import { findTemplate, TEMPLATES } from './template-catalog';
import type { TemplateDefinition, TemplateVariant } from './template-definition';
import { flattenParameters } from './variable-validation';

const VARIANT_RELS = TEMPLATE_LINK_RELS.filter((rel) => rel !== 'self' && rel !== 'web');

const links = TEMPLATES.flatMap((template) =>
  template.variants.map((variant) => ({ from: template, variant })),
);

function target(variant: TemplateVariant): TemplateDefinition {
  const found = findTemplate(variant.templateId);
  if (!found) throw new Error(`no template ${variant.templateId}`);
  return found;
}

function sampleGraph(template: TemplateDefinition): PanelGraph {
  return (template.build(sampleValues(template))[0] as { graph: PanelGraph }).graph;
}

/** The y of a graph's body middle: halfway up the back wall's hinge to the left side. */
function bodyMiddle(graph: PanelGraph): number {
  const hinge = graph.hinges.find((h) => h.parent === 'back' && h.child === 'left_side');
  if (!hinge) throw new Error('no body hinge');
  return (hinge.start.y + hinge.end.y) / 2;
}

/** Thumb notches: arcs on the walls' end edges, above (top) or below (bottom) the body middle. */
function wallArcs(graph: PanelGraph, end: 'top' | 'bottom'): number {
  const middle = bodyMiddle(graph);
  return graph.panels
    .filter((panel) => panel.role === 'wall')
    .flatMap((panel) => panel.outline)
    .filter((s) => s.type === 'arc' && (end === 'top' ? s.center.y > middle : s.center.y < middle)).length;
}

function slits(graph: PanelGraph, end: 'top' | 'bottom'): number {
  const middle = bodyMiddle(graph);
  // a postal lock's slit is in a wall; the slit locks' hooks are in the lids
  const walls = new Set(graph.panels.filter((panel) => panel.role === 'wall').map((panel) => panel.id));
  return graph.cuts.filter(
    (cut) =>
      cut.kind === 'slit' &&
      walls.has(cut.panel) &&
      cut.segments.every((s) =>
        s.type === 'line' ? (end === 'top' ? s.start.y > middle : s.start.y < middle) : false,
      ),
  ).length;
}

describe('template variants', () => {
  it('should have links to check', () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it('should link only to templates in the catalog, never to itself, each target once per rel', () => {
    for (const { from, variant } of links) {
      expect(findTemplate(variant.templateId), `${from.id} -> ${variant.templateId}`).toBeDefined();
      expect(variant.templateId).not.toBe(from.id);
    }
    for (const template of TEMPLATES) {
      const keys = template.variants.map((v) => `${v.rel} ${v.templateId}`);
      expect(new Set(keys).size, template.id).toBe(keys.length);
    }
  });

  it('should use only the interface rels, and name the flap and dust flap changes', () => {
    for (const { from, variant } of links) {
      expect(VARIANT_RELS, from.id).toContain(variant.rel);
      if (variant.rel === 'change_flap' || variant.rel === 'change_dust_flap') {
        expect(typeof variant.name, `${from.id} ${variant.rel}`).toBe('string');
        expect((variant.name as string).length).toBeGreaterThan(0);
      }
    }
  });

  it('should name a flap change after the flap it leads to, and change only that choice', () => {
    for (const { from, variant } of links) {
      const to = target(variant);
      if (variant.rel === 'change_flap') {
        expect(variant.name).toBe(to.features.flap?.name);
        expect(to.features.flap?.id).not.toBe(from.features.flap?.id);
        expect(to.features.dust_flap?.id).toBe(from.features.dust_flap?.id);
        expect(to.features.tuck?.id).toBe(from.features.tuck?.id);
      }
      if (variant.rel === 'change_dust_flap') {
        expect(variant.name).toBe(to.features.dust_flap?.name);
        expect(to.features.dust_flap?.id).not.toBe(from.features.dust_flap?.id);
        expect(to.features.flap?.id).toBe(from.features.flap?.id);
      }
      // no variant link crosses between reverse and straight tuck ends
      expect(to.features.tuck?.id).toBe(from.features.tuck?.id);
    }
  });

  it.each(['change_flap', 'change_dust_flap'] as const)('should link %s both ways', (rel) => {
    for (const { from, variant } of links.filter((link) => link.variant.rel === rel)) {
      const back = target(variant).variants.some((v) => v.rel === rel && v.templateId === from.id);
      expect(back, `${variant.templateId} -> ${from.id}`).toBe(true);
    }
  });

  it('should lead an add_hanger_tab link to a template with a hang hole', () => {
    const hangers = links.filter((link) => link.variant.rel === 'add_hanger_tab');
    expect(hangers.length).toBeGreaterThan(0);
    for (const { from, variant } of hangers) {
      expect(from.features.hang_hole).toBeUndefined();
      const to = target(variant);
      expect(to.features.hang_hole, variant.templateId).toBeDefined();
      const graph = sampleGraph(to);
      expect(graph.cuts.filter((cut) => cut.kind === 'hole').length).toBeGreaterThan(0);
      expect(graph.panels.some((panel) => panel.role === 'header')).toBe(true);
    }
  });

  it.each(['top', 'bottom'] as const)(
    'should lead add_%s_postal_lock to a template with that lock',
    (end) => {
      const adds = links.filter((link) => link.variant.rel === `add_${end}_postal_lock`);
      expect(adds.length).toBeGreaterThan(0);
      for (const { from, variant } of adds) {
        const to = target(variant);
        const names = flattenParameters(to.parameters).map((p) => p.name);
        expect(names, variant.templateId).toContain('postal_lock_width');
        expect(slits(sampleGraph(from), end)).toBe(0);
        expect(slits(sampleGraph(to), end), `${variant.templateId} slit at the ${end}`).toBe(1);
      }
    },
  );

  it.each(['top', 'bottom'] as const)('should lead add_%s_thumb_cut to a template with that notch', (end) => {
    const adds = links.filter((link) => link.variant.rel === `add_${end}_thumb_cut`);
    expect(adds.length).toBeGreaterThan(0);
    for (const { from, variant } of adds) {
      const before = wallArcs(sampleGraph(from), end);
      const after = wallArcs(sampleGraph(target(variant)), end);
      expect(after, `${from.id} -> ${variant.templateId}`).toBe(before + 1);
    }
  });

  it('should not offer to add what a template already has', () => {
    for (const { from, variant } of links) {
      if (variant.rel === 'add_hanger_tab') expect(from.features.hang_hole).toBeUndefined();
      if (variant.rel === 'add_top_postal_lock' || variant.rel === 'add_bottom_postal_lock') {
        const end = variant.rel === 'add_top_postal_lock' ? 'top' : 'bottom';
        expect(slits(sampleGraph(from), end), from.id).toBe(0);
      }
    }
  });
});
