import { z } from 'zod';
import { EmbeddedDielineSchema } from './dieline';

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

/** A substrate key, or the empty string for the plain material. */
export const SubstrateChoiceSchema = z.union(
  [z.enum(SUBSTRATE_KEYS as [SubstrateKey, ...SubstrateKey[]]), z.literal('')],
  {
    error: `Invalid 'substrate'. Valid values are ${SUBSTRATE_KEYS.map((k) => `'${k}'`).join(', ')} or an empty string.`,
  },
);

const formBoolean = z.enum(['true', 'false']);

export const MockupLinkSchema = z
  .object({ rel: z.string(), href: z.url(), method: z.string() })
  .meta({ id: 'MockupLink' });

export const MockupSchema = z
  .object({
    type: z.literal('3d_mockup'),
    id: z.string().regex(/^[a-z0-9]{10}$/),
    url: z.url(),
    name: z.string(),
    dieline: EmbeddedDielineSchema,
    links: z.array(MockupLinkSchema),
  })
  .meta({ id: 'Mockup' });
export type Mockup = z.infer<typeof MockupSchema>;

/** Multipart fields of interface 4.8 (the `file` part is checked separately). */
export const CreateMockupFormSchema = z
  .object({ name: z.string().optional(), outside_design: formBoolean.optional() })
  .meta({ id: 'CreateMockupForm' });

/** Multipart fields of interface 4.9, with `part_substrates[<n>]` gathered into an object. */
export const UpdateMockupFormSchema = z
  .object({
    name: z.string().optional(),
    outside_design: formBoolean.optional(),
    scene_background_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "Invalid 'scene_background_color'. Use a hex colour such as #RRGGBB.")
      .optional(),
    substrate: SubstrateChoiceSchema.optional(),
    part_substrates: z.record(z.string().regex(/^\d+$/), SubstrateChoiceSchema).optional(),
  })
  .meta({ id: 'UpdateMockupForm' });

export const MockupResponseSchema = z.object({ '3d_mockup': MockupSchema }).meta({ id: 'MockupResponse' });
