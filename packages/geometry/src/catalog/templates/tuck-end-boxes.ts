import type { DustFlapStyle } from '../../cartons/dust-flap';
import { DUST_FLAP_STYLE_NAMES } from '../../cartons/dust-flap';
import { EURO_SLOT, HOLE_EDGE_MARGIN } from '../../cartons/euro-slot';
import { buildFoldingCarton } from '../../cartons/folding-carton';
import { POSTAL_LOCK, TUCK_STYLE_NAMES, type TuckStyle } from '../../cartons/tuck-closure';
import { lengthParameter, num } from '../common-parameters';
import { atLeast, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition, TemplateParameter, TemplateVariant } from '../template-definition';
import { templateGroup } from '../template-groups';
import { cartonParameters, tuckFitsConstraint, tuckFlapParameter } from './carton-template';

/** One point in the tuck end family: every choice a variant link can change. */
export interface TuckEndStyle {
  arrangement: 'reverse' | 'straight';
  topPostalLock: boolean;
  bottomPostalLock: boolean;
  topThumbCut: boolean;
  bottomThumbCut: boolean;
  hanger: boolean;
  flap: TuckStyle;
  dustFlap: DustFlapStyle;
}

const BASE_STYLE: Omit<TuckEndStyle, 'arrangement'> = {
  topPostalLock: false,
  bottomPostalLock: false,
  topThumbCut: false,
  bottomThumbCut: false,
  hanger: false,
  flap: 'rounded_slit_lock',
  dustFlap: 'shoulder',
};

const ARRANGEMENTS = {
  reverse: { name: 'Reverse Tuck End Box', code: 'ECMA A20.20.03.01', firstId: 11001 },
  straight: { name: 'Straight Tuck End Box', code: 'ECMA A20.20.01.01', firstId: 11101 },
} as const;

/** The family members, one choice away from the base style; the order fixes their ids. */
const MEMBERS: Array<{ change: Partial<TuckEndStyle>; suffix: string }> = [
  { change: {}, suffix: '' },
  { change: { topPostalLock: true }, suffix: 'with Top Postal Lock' },
  { change: { bottomPostalLock: true }, suffix: 'with Bottom Postal Lock' },
  { change: { topThumbCut: true }, suffix: 'with Top Thumb Cut' },
  { change: { bottomThumbCut: true }, suffix: 'with Bottom Thumb Cut' },
  { change: { hanger: true }, suffix: 'with Hanger Tab' },
  { change: { flap: 'angled_slit_lock' }, suffix: 'with Angled Tuck' },
  { change: { flap: 'friction_lock' }, suffix: 'with Friction Lock Tuck' },
  { change: { dustFlap: 'rounded' }, suffix: 'with Rounded Dust Flaps' },
];

const styleKey = (style: TuckEndStyle) => JSON.stringify(Object.entries(style).sort());

/** A postal lock's neck and head hang below the tuck inside the wall it slides behind. */
const TAB_DEPTH = POSTAL_LOCK.neck + POSTAL_LOCK.head;

function tuckEndParameters(style: TuckEndStyle): TemplateParameter[] {
  const postal = style.topPostalLock || style.bottomPostalLock;
  const narrow = style.flap === 'friction_lock' || postal;
  return cartonParameters({ length: narrow ? 30 : 20, width: 15, height: postal ? 40 : 25 }, [
    tuckFlapParameter('top'),
    tuckFlapParameter('bottom'),
    ...(postal
      ? [
          lengthParameter('postal_lock_width', 'Width of the postal lock tab; its slit is 1 mm wider.', {
            default: 18,
            minimum: 15,
            maximum: 20,
          }),
        ]
      : []),
    ...(style.hanger
      ? [
          lengthParameter('hanger_height', 'Height of the hanger header above the top closure.', {
            default: 40,
            minimum: 30,
            maximum: 100,
          }),
        ]
      : []),
  ]);
}

function tuckEndTemplate(id: string, name: string, style: TuckEndStyle): TemplateDefinition {
  const arrangement = ARRANGEMENTS[style.arrangement];
  // A straight tuck hinges both lids on the front, so the printed front shows a folded edge at both
  // ends and the tucks' raw edges go behind the back. A reverse tuck hinges the top lid on the back
  // (the front's top edge is then the tuck's side) and the bottom lid on the front; with a hanger the
  // back carries the header, so the top lid hinges on the front instead.
  const topLid = style.arrangement === 'straight' || style.hanger ? 'front' : 'back';
  const bottomLid = style.arrangement === 'straight' ? 'front' : topLid === 'back' ? 'front' : 'back';
  return {
    id,
    name,
    group: templateGroup('cartons_tuck_end_boxes'),
    standardCode: arrangement.code,
    tags: ['folding carton', 'tuck end', `${style.arrangement} tuck`],
    parameters: tuckEndParameters(style),
    features: {
      flap: { id: style.flap, name: TUCK_STYLE_NAMES[style.flap] },
      tuck: {
        id: `${style.arrangement}_tuck`,
        name: `${style.arrangement === 'reverse' ? 'Reverse' : 'Straight'} tuck`,
      },
      dust_flap: { id: style.dustFlap, name: DUST_FLAP_STYLE_NAMES[style.dustFlap] },
      ...(style.hanger ? { hang_hole: { id: 'euro_slot', name: 'Euro slot (EN 13010)' } } : {}),
    },
    variants: [],
    constraints(values) {
      const lengthFirst = lengthNotShorterThanWidth(values);
      if (lengthFirst.length > 0) return lengthFirst;
      return [
        // the euro slot keeps 4 mm of board either side on the back wall (L + t wide)
        ...(style.hanger
          ? atLeast(
              values,
              'length',
              EURO_SLOT.width + 2 * HOLE_EDGE_MARGIN - num(values, 'material'),
              'the euro slot of the hanger needs 4 mm of board either side',
            )
          : []),
        ...glueFlapFits(values),
        ...tuckFitsConstraint(values, 'top', style.topPostalLock ? TAB_DEPTH : 0),
        ...tuckFitsConstraint(values, 'bottom', style.bottomPostalLock ? TAB_DEPTH : 0),
      ];
    },
    build(values) {
      const postalLock =
        style.topPostalLock || style.bottomPostalLock
          ? { width: num(values, 'postal_lock_width') }
          : undefined;
      const closure = (end: 'top' | 'bottom', lidOn: 'back' | 'front') => ({
        kind: 'tuck' as const,
        lidOn,
        tuckDepth: num(values, `${end}_tuck_flap`),
        tuckStyle: style.flap,
        dustFlapStyle: style.dustFlap,
        thumbCut: end === 'top' ? style.topThumbCut : style.bottomThumbCut,
        ...((end === 'top' ? style.topPostalLock : style.bottomPostalLock) && postalLock
          ? { postalLock }
          : {}),
      });
      const graph = buildFoldingCarton({
        size: {
          length: num(values, 'length'),
          width: num(values, 'width'),
          height: num(values, 'height'),
          material: num(values, 'material'),
          glueFlap: num(values, 'glue_flap'),
        },
        top: closure('top', topLid),
        bottom: closure('bottom', bottomLid),
        ...(style.hanger ? { hanger: { height: num(values, 'hanger_height') } } : {}),
      });
      return [{ name: 'blank', graph }];
    },
  };
}

/** Links between members that differ by one choice (interface 2.4 rels). */
function linkVariants(members: Array<{ style: TuckEndStyle; template: TemplateDefinition }>): void {
  const byKey = new Map(members.map((member) => [styleKey(member.style), member.template]));
  const find = (style: TuckEndStyle) => byKey.get(styleKey(style));
  for (const { style, template } of members) {
    const variants: TemplateVariant[] = [];
    const add = (rel: TemplateVariant['rel'], change: Partial<TuckEndStyle>, name?: string) => {
      const target = find({ ...style, ...change });
      if (target && target !== template)
        variants.push({ rel, templateId: target.id, ...(name ? { name } : {}) });
    };
    if (!style.topPostalLock) add('add_top_postal_lock', { topPostalLock: true });
    if (!style.topThumbCut) add('add_top_thumb_cut', { topThumbCut: true });
    if (!style.hanger) add('add_hanger_tab', { hanger: true });
    if (!style.bottomPostalLock) add('add_bottom_postal_lock', { bottomPostalLock: true });
    if (!style.bottomThumbCut) add('add_bottom_thumb_cut', { bottomThumbCut: true });
    for (const flap of Object.keys(TUCK_STYLE_NAMES) as TuckStyle[]) {
      if (flap !== style.flap) add('change_flap', { flap }, TUCK_STYLE_NAMES[flap]);
    }
    for (const dustFlap of Object.keys(DUST_FLAP_STYLE_NAMES) as DustFlapStyle[]) {
      if (dustFlap !== style.dustFlap) add('change_dust_flap', { dustFlap }, DUST_FLAP_STYLE_NAMES[dustFlap]);
    }
    template.variants = variants;
  }
}

function tuckEndFamily(arrangement: TuckEndStyle['arrangement']): TemplateDefinition[] {
  const { name, firstId } = ARRANGEMENTS[arrangement];
  const members = MEMBERS.map(({ change, suffix }, index) => {
    const style: TuckEndStyle = { arrangement, ...BASE_STYLE, ...change };
    return {
      style,
      template: tuckEndTemplate(`becf-${firstId + index}`, suffix ? `${name} ${suffix}` : name, style),
    };
  });
  linkVariants(members);
  return members.map((member) => member.template);
}

export const reverseTuckEndBoxes = tuckEndFamily('reverse');
export const straightTuckEndBoxes = tuckEndFamily('straight');
