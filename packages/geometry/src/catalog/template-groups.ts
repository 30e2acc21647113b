import type { TemplateCategory, TemplateGroup } from './template-definition';

/**
 * The catalog's groups: those of the hosted dielines service, with its names and ids, so a user who
 * knows that service finds a style where they expect it and a client written against it can filter
 * on the id. Every group is listed, in the service's order, whether or not it holds a template yet;
 * FEFCO and ECMA codes are not groups but each template's standard code and tags. An id is the
 * category's prefix and the name in snake case (`Carton Bags & Pillows`: `cartons_carton_bags_pillows`),
 * made here rather than written out, as the list ships in the browser bundle.
 */
const GROUP_NAMES: readonly [TemplateCategory, string, readonly string[]][] = [
  [
    'Cartons',
    'cartons',
    [
      'Tuck End Boxes',
      'Snap Lock Boxes',
      'Tuck Top Auto Bottom Boxes',
      'Tray Boxes',
      'Standard Boxes',
      'Special Boxes',
      'Separators',
      'Food Boxes',
      'Carton Bags & Pillows',
      'Shirt Boxes',
      'Wrap Around Labels',
      'Tags',
      'Polygonal Boxes',
      'Angled Boxes',
      'Envelopes',
      'Folders',
    ],
  ],
  [
    'Corrugated Cardboards',
    'corrugated_cardboards',
    [
      'Tuck End Boxes',
      'Snap Lock Boxes',
      'Tuck Top Auto Bottom Boxes',
      'Tray Boxes',
      'Standard Boxes',
      'Special Boxes',
      'Separators',
    ],
  ],
  [
    'Hard Cardboards',
    'hard_cardboards',
    ['Covered Solid Board Boxes', 'Boxes With Hinged Lid', 'Binders', 'Swatch Cards', 'Display materials'],
  ],
];

const snakeCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Every group in catalog order: cartons, corrugated cardboards, hard cardboards. */
export const TEMPLATE_GROUP_LIST: readonly TemplateGroup[] = GROUP_NAMES.flatMap(
  ([category, prefix, names]) =>
    names.map((name) => ({ id: `${prefix}_${snakeCase(name)}`, name, category })),
);

/** The groups by id. */
export const TEMPLATE_GROUPS: Readonly<Record<string, TemplateGroup>> = Object.fromEntries(
  TEMPLATE_GROUP_LIST.map((group) => [group.id, group]),
);

/** The group of that id, for a template to file itself under; an unknown id fails as the catalog loads. */
export function templateGroup(id: string): TemplateGroup {
  const group = TEMPLATE_GROUPS[id];
  if (!group) throw new Error(`no template group '${id}'`);
  return group;
}
