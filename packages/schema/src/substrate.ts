import { z } from 'zod';
import { schemaRegistry } from './registry';

/** Interface 2.3: substrate keys and their labels. */
export const SUBSTRATES = {
  black_embossedpaper: 'Black Embossed paper',
  black_hardcardboards: 'Black Hard Cardboards',
  corrugated_brown: 'Corrugated Brown',
  corrugated_white: 'Corrugated White',
  gray_hardcardboards: 'Gray Hard Cardboards',
  kraft_brown: 'Kraft Brown',
  kraft_hardcardboards: 'Kraft Hard Cardboards',
  white_embossedpaper: 'White Embossed paper',
  white_hardcardboards: 'White Hard Cardboards',
  white_sbs: 'White SBS',
} as const;
export type SubstrateKey = keyof typeof SUBSTRATES;
export const SUBSTRATE_KEYS = Object.keys(SUBSTRATES) as SubstrateKey[];
const SubstrateKeySchema = z.enum(SUBSTRATE_KEYS as [SubstrateKey, ...SubstrateKey[]]);

/** The interface's message for a value that is neither a substrate key nor the empty string. */
export function invalidSubstrateMessage(field: string): string {
  return `Invalid '${field}'. Valid values are ${SUBSTRATE_KEYS.map((k) => `'${k}'`).join(', ')} or an empty string.`;
}

/** A substrate key, or the empty string for the plain material. */
export const SubstrateChoiceSchema = z.union([SubstrateKeySchema, z.literal('')], {
  error: invalidSubstrateMessage('substrate'),
});
export type SubstrateChoice = z.infer<typeof SubstrateChoiceSchema>;

/**
 * One piece of board a mockup can give its own substrate (`part_substrates[<part_number>]` of
 * interface 4.9): a carton is one part, a rigid box one per board (base, lid, ...).
 */
export const SubstratePartSchema = z
  .object({
    part_number: z
      .number()
      .int()
      .min(1)
      .register(schemaRegistry, { description: 'The key of `part_substrates[<part_number>]`.' }),
    name: z.string().register(schemaRegistry, { description: 'The piece, e.g. `blank`, `base`, `lid`.' }),
    default_substrate: SubstrateKeySchema.clone().register(schemaRegistry, {
      description:
        'What a new mockup shows on this part, by board: folding carton `white_sbs`, corrugated `corrugated_brown`, greyboard `gray_hardcardboards`, wrap paper `white_embossedpaper`.',
    }),
  })
  .register(schemaRegistry, {
    id: 'SubstratePart',
    description: 'A part of a dieline that a 3D mockup can give its own substrate.',
  });
export type SubstratePart = z.infer<typeof SubstratePartSchema>;
