import { renderPreviewSvg } from '@diecut/export/svg';
import {
  findTemplate,
  type MockupDescription,
  mockupScene,
  partsLayout,
  type TemplateValues,
} from '@diecut/geometry';
import { buildParts } from '@diecut/service';

/** What the template page's live preview shows for the sizes typed: the flat blank and the folded box. */
export interface TemplatePreview {
  /** The flat blank (every part side by side), as the catalog's preview images draw it. */
  svg: string;
  /** A `<diecut-mockup>` description of the folded box in its plain material, no artwork. */
  description: MockupDescription;
}

/** The live preview of a template at checked values (mm): built, drawn flat and folded, no file made. */
export function templatePreview(templateId: string, values: TemplateValues): TemplatePreview {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  const parts = buildParts(template, values);
  const [first] = parts;
  const svg = renderPreviewSvg(parts.length > 1 || !first ? partsLayout(parts) : first.graph);
  const scene = mockupScene(parts);
  return {
    svg,
    description: {
      format: 'diecut-mockup',
      version: 1,
      name: template.name,
      scene,
      artwork: {},
      substrate: '',
      partSubstrates: {},
      background: PREVIEW_BACKGROUND,
    },
  };
}

/** The page's own background, so the folded box sits on it rather than in a white box. */
const PREVIEW_BACKGROUND = '#f6f6f4';
