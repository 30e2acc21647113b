import type { TemplateGroup } from './template-definition';

export const TEMPLATE_GROUPS = {
  cartonsTuckEndBoxes: { id: 'cartons_tuck_end_boxes', name: 'Tuck End Boxes', category: 'Cartons' },
  cartonsSnapLockBoxes: { id: 'cartons_snap_lock_boxes', name: 'Snap Lock Boxes', category: 'Cartons' },
  cartonsTuckTopAutoBottomBoxes: {
    id: 'cartons_tuck_top_auto_bottom_boxes',
    name: 'Tuck Top Auto Bottom Boxes',
    category: 'Cartons',
  },
  cartonsSealEndBoxes: { id: 'cartons_seal_end_boxes', name: 'Seal End Boxes', category: 'Cartons' },
  cartonsSleeves: { id: 'cartons_sleeves', name: 'Sleeves', category: 'Cartons' },
  cartonsTrays: { id: 'cartons_trays', name: 'Trays', category: 'Cartons' },
} as const satisfies Record<string, TemplateGroup>;
