import type { TemplateGroup } from './template-definition';

export const TEMPLATE_GROUPS = {
  cartonsTuckEndBoxes: { id: 'cartons_tuck_end_boxes', name: 'Tuck End Boxes', category: 'Cartons' },
} as const satisfies Record<string, TemplateGroup>;
