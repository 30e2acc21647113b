import { createHash } from 'node:crypto';
import { renderPreviewSvg } from '@diecut/export/svg';
import {
  flattenParameters,
  type PanelGraph,
  partsLayout,
  sampleValues,
  type TemplateDefinition,
  type TemplatePart,
} from '@diecut/geometry';
import type { TemplateFeatureType } from '@diecut/schema';

/** One of the images a catalog template shows: the whole blank, a variable's dimension, a feature's close-up. */
export type TemplateImage =
  | { kind: 'preview' }
  | { kind: 'variable'; name: string }
  | { kind: 'feature'; type: TemplateFeatureType };

export interface RenderedImage {
  svg: string;
  etag: string;
}

/** Path of a template image under the public URL; the routes of `templateImageRoutes` answer it. */
export function templateImagePath(templateId: string, image: TemplateImage): string {
  const base = `/images/templates/${templateId}`;
  if (image.kind === 'preview') return `${base}/preview.svg`;
  if (image.kind === 'variable') return `${base}/variables/${image.name}.svg`;
  return `${base}/features/${image.type}.svg`;
}

/** Both ends of a box show the same flap or dust flap style, so one end makes the close-up. */
function oneEnd(panelIds: string[]): string[] {
  const top = panelIds.filter((id) => id.startsWith('top_'));
  return top.length > 0 ? top : panelIds;
}

const LIDS = ['top_lid', 'bottom_lid'];

/** The panels a feature's close-up frames. */
const FEATURE_PANELS: Record<TemplateFeatureType, (graph: PanelGraph) => string[]> = {
  flap: (graph) =>
    oneEnd(graph.panels.filter((p) => p.role === 'tuck' || LIDS.includes(p.id)).map((p) => p.id)),
  // reverse or straight shows only with both ends and the walls the lids hinge on
  tuck: (graph) =>
    graph.panels
      .filter((p) => p.role === 'tuck' || [...LIDS, 'back', 'front'].includes(p.id))
      .map((p) => p.id),
  dust_flap: (graph) => oneEnd(graph.panels.filter((p) => p.role === 'dust_flap').map((p) => p.id)),
  hang_hole: () => ['back', 'hanger_fold'],
};

/**
 * Renders catalog images from each template's sample values and keeps them: the catalog is code, so an
 * image only changes with a new release. Unknown variables and undeclared features have no image.
 */
export class TemplateImages {
  private readonly parts = new Map<string, TemplatePart[]>();
  private readonly rendered = new Map<string, RenderedImage>();

  /** A template has a preview, a close-up per declared feature, and an image per variable drawn as a dimension. */
  hasImage(template: TemplateDefinition, image: TemplateImage): boolean {
    if (image.kind === 'preview') return true;
    if (image.kind === 'feature') return template.features[image.type] !== undefined;
    const declared = flattenParameters(template.parameters).some(
      (parameter) => parameter.name === image.name,
    );
    return declared && this.partShowing(template, image.name) !== undefined;
  }

  render(template: TemplateDefinition, image: TemplateImage): RenderedImage | undefined {
    // checked before the cache, so made-up names in request paths never grow it
    if (!this.hasImage(template, image)) return undefined;
    const key = templateImagePath(template.id, image);
    let rendered = this.rendered.get(key);
    if (!rendered) {
      rendered = this.draw(template, image);
      if (rendered) this.rendered.set(key, rendered);
    }
    return rendered;
  }

  private draw(template: TemplateDefinition, image: TemplateImage): RenderedImage | undefined {
    const [first] = this.sampleParts(template);
    if (!first) return undefined;
    let svg: string;
    if (image.kind === 'variable') {
      const part = this.partShowing(template, image.name) ?? first;
      svg = renderPreviewSvg(part.graph, { highlight: image.name });
    } else if (image.kind === 'feature') {
      svg = renderPreviewSvg(first.graph, { focusPanels: FEATURE_PANELS[image.type](first.graph) });
    } else {
      // a multi-part template's preview shows every piece side by side
      const parts = this.sampleParts(template);
      svg = renderPreviewSvg(parts.length > 1 ? partsLayout(parts) : first.graph);
    }
    return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
  }

  private partShowing(template: TemplateDefinition, dimension: string): TemplatePart | undefined {
    return this.sampleParts(template).find((part) => part.graph.dimensions.some((d) => d.name === dimension));
  }

  private sampleParts(template: TemplateDefinition): TemplatePart[] {
    let parts = this.parts.get(template.id);
    if (!parts) {
      parts = template.build(sampleValues(template));
      this.parts.set(template.id, parts);
    }
    return parts;
  }
}
