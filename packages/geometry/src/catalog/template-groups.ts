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
  corrugatedRegularSlottedBoxes: {
    id: 'corrugated_regular_slotted_boxes',
    name: 'Regular Slotted Boxes (FEFCO 0201)',
    category: 'Corrugated Cardboards',
  },
  corrugatedOverlapSlottedBoxes: {
    id: 'corrugated_overlap_slotted_boxes',
    name: 'Overlap Slotted Boxes (FEFCO 0202)',
    category: 'Corrugated Cardboards',
  },
  corrugatedFullOverlapSlottedBoxes: {
    id: 'corrugated_full_overlap_slotted_boxes',
    name: 'Full Overlap Slotted Boxes (FEFCO 0203)',
    category: 'Corrugated Cardboards',
  },
  corrugatedCentreSpecialSlottedBoxes: {
    id: 'corrugated_centre_special_slotted_boxes',
    name: 'Centre Special Slotted Boxes (FEFCO 0204)',
    category: 'Corrugated Cardboards',
  },
  corrugatedTelescopeBoxes: {
    id: 'corrugated_telescope_boxes',
    name: 'Telescope Boxes (FEFCO 03)',
    category: 'Corrugated Cardboards',
  },
  corrugatedMailerBoxes: {
    id: 'corrugated_mailer_boxes',
    name: 'Mailer Boxes (FEFCO 0427)',
    category: 'Corrugated Cardboards',
  },
  corrugatedRollEndTrays: {
    id: 'corrugated_roll_end_trays',
    name: 'Roll End Trays (FEFCO 0421)',
    category: 'Corrugated Cardboards',
  },
  hardCardboardsLidAndBaseBoxes: {
    id: 'hard_cardboards_lid_and_base_boxes',
    name: 'Lid and Base Boxes',
    category: 'Hard Cardboards',
  },
  hardCardboardsBookBoxes: {
    id: 'hard_cardboards_book_boxes',
    name: 'Hinged Lid Book Boxes',
    category: 'Hard Cardboards',
  },
} as const satisfies Record<string, TemplateGroup>;
