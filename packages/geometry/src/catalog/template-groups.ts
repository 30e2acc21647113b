import type { TemplateGroup } from './template-definition';

/**
 * The catalog's groups: those of the hosted dielines service, with its ids and names, so a user who
 * knows that service finds a style where they expect it and a client written against it can filter
 * on the id. Every group is listed, in the service's order, whether or not it holds a template yet;
 * FEFCO and ECMA codes are not groups but each template's standard code and tags.
 */
export const TEMPLATE_GROUPS = {
  cartonsTuckEndBoxes: { id: 'cartons_tuck_end_boxes', name: 'Tuck End Boxes', category: 'Cartons' },
  cartonsSnapLockBoxes: { id: 'cartons_snap_lock_boxes', name: 'Snap Lock Boxes', category: 'Cartons' },
  cartonsTuckTopAutoBottomBoxes: {
    id: 'cartons_tuck_top_auto_bottom_boxes',
    name: 'Tuck Top Auto Bottom Boxes',
    category: 'Cartons',
  },
  cartonsTrayBoxes: { id: 'cartons_tray_boxes', name: 'Tray Boxes', category: 'Cartons' },
  cartonsStandardBoxes: { id: 'cartons_standard_boxes', name: 'Standard Boxes', category: 'Cartons' },
  cartonsSpecialBoxes: { id: 'cartons_special_boxes', name: 'Special Boxes', category: 'Cartons' },
  cartonsSeparators: { id: 'cartons_separators', name: 'Separators', category: 'Cartons' },
  cartonsFoodBoxes: { id: 'cartons_food_boxes', name: 'Food Boxes', category: 'Cartons' },
  cartonsCartonBagsPillows: {
    id: 'cartons_carton_bags_pillows',
    name: 'Carton Bags & Pillows',
    category: 'Cartons',
  },
  cartonsShirtBoxes: { id: 'cartons_shirt_boxes', name: 'Shirt Boxes', category: 'Cartons' },
  cartonsWrapAroundLabels: {
    id: 'cartons_wrap_around_labels',
    name: 'Wrap Around Labels',
    category: 'Cartons',
  },
  cartonsTags: { id: 'cartons_tags', name: 'Tags', category: 'Cartons' },
  cartonsPolygonalBoxes: { id: 'cartons_polygonal_boxes', name: 'Polygonal Boxes', category: 'Cartons' },
  cartonsAngledBoxes: { id: 'cartons_angled_boxes', name: 'Angled Boxes', category: 'Cartons' },
  cartonsEnvelopes: { id: 'cartons_envelopes', name: 'Envelopes', category: 'Cartons' },
  cartonsFolders: { id: 'cartons_folders', name: 'Folders', category: 'Cartons' },
  corrugatedCardboardsTuckEndBoxes: {
    id: 'corrugated_cardboards_tuck_end_boxes',
    name: 'Tuck End Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsSnapLockBoxes: {
    id: 'corrugated_cardboards_snap_lock_boxes',
    name: 'Snap Lock Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsTuckTopAutoBottomBoxes: {
    id: 'corrugated_cardboards_tuck_top_auto_bottom_boxes',
    name: 'Tuck Top Auto Bottom Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsTrayBoxes: {
    id: 'corrugated_cardboards_tray_boxes',
    name: 'Tray Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsStandardBoxes: {
    id: 'corrugated_cardboards_standard_boxes',
    name: 'Standard Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsSpecialBoxes: {
    id: 'corrugated_cardboards_special_boxes',
    name: 'Special Boxes',
    category: 'Corrugated Cardboards',
  },
  corrugatedCardboardsSeparators: {
    id: 'corrugated_cardboards_separators',
    name: 'Separators',
    category: 'Corrugated Cardboards',
  },
  hardCardboardsCoveredSolidBoardBoxes: {
    id: 'hard_cardboards_covered_solid_board_boxes',
    name: 'Covered Solid Board Boxes',
    category: 'Hard Cardboards',
  },
  hardCardboardsBoxesWithHingedLid: {
    id: 'hard_cardboards_boxes_with_hinged_lid',
    name: 'Boxes With Hinged Lid',
    category: 'Hard Cardboards',
  },
  hardCardboardsBinders: { id: 'hard_cardboards_binders', name: 'Binders', category: 'Hard Cardboards' },
  hardCardboardsSwatchCards: {
    id: 'hard_cardboards_swatch_cards',
    name: 'Swatch Cards',
    category: 'Hard Cardboards',
  },
  hardCardboardsDisplayMaterials: {
    id: 'hard_cardboards_display_materials',
    name: 'Display materials',
    category: 'Hard Cardboards',
  },
} as const satisfies Record<string, TemplateGroup>;

/** Every group in catalog order: cartons, corrugated cardboards, hard cardboards. */
export const TEMPLATE_GROUP_LIST: readonly TemplateGroup[] = Object.values(TEMPLATE_GROUPS);
