import { z } from 'zod';
import { NextCursorSchema } from './common';
import { EmbeddedDielineSchema } from './dieline';
import { described, kindField, schemaRegistry } from './registry';
import { SubstrateChoiceSchema } from './substrate';

export {
  invalidSubstrateMessage,
  SUBSTRATE_KEYS,
  SUBSTRATES,
  type SubstrateChoice,
  SubstrateChoiceSchema,
  type SubstrateKey,
  type SubstratePart,
  SubstratePartSchema,
} from './substrate';

/** Artwork types a mockup accepts, recognised by their content (not the file name or declared type). */
export const ARTWORK_TYPES = ['png', 'jpeg', 'svg', 'pdf'] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];

/** `#RRGGBB`, as `scene_background_color` takes it. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const INVALID_BACKGROUND_MESSAGE =
  "Invalid 'scene_background_color'. Use a hex colour such as #RRGGBB.";

const formBoolean = z.enum(['true', 'false']);

export const MockupLinkSchema = z
  .object({
    rel: described(z.string(), 'What the link is: `self`, `web`, `description`, `update` or `delete`.'),
    href: described(z.url(), 'The absolute URL to request.'),
    method: described(z.string(), 'The HTTP method to send to `href`.'),
  })
  .register(schemaRegistry, { id: 'MockupLink', description: 'A related action or page of a 3D mockup.' });

export const MockupSchema = z
  .object({
    type: kindField('3d_mockup'),
    id: described(z.string().regex(/^[a-z0-9]{10}$/), 'The mockup id, 10 lowercase letters and digits.'),
    url: z.url().register(schemaRegistry, { description: 'The hosted page, public: `{web_url}/3d/{id}`.' }),
    name: described(z.string(), 'The title of the hosted page.'),
    dieline: EmbeddedDielineSchema,
    links: z.array(MockupLinkSchema).register(schemaRegistry, {
      description:
        '`self` (GET), `web` (GET, the hosted page), `description` (GET, the JSON the viewer loads), `update` (PUT) and `delete` (DELETE).',
    }),
    warnings: described(
      z.array(z.string()),
      "Beyond the interface: what the client should know, e.g. artwork whose aspect ratio differs from the dieline's artwork frame (the mockup stretches it), with a size that would fit. The hosted page shows the same. Absent when there is nothing to say.",
    ).optional(),
  })
  .register(schemaRegistry, {
    id: 'Mockup',
    description: 'A 3D mockup: the dieline folded with artwork on it, shown on a public hosted page.',
  });
export type Mockup = z.infer<typeof MockupSchema>;

const artworkFile = z.file().register(schemaRegistry, {
  description:
    'Artwork: PNG, JPEG, SVG or PDF, recognised by content. SVG is sanitised; the first page of a PDF is rendered for the viewer. Other types are 415; over the size limit 413.',
});
const nameField = z
  .string()
  .max(200)
  .register(schemaRegistry, { description: 'Shown as the page title; 1 to 200 characters.' });
const outsideDesignField = formBoolean.clone().register(schemaRegistry, {
  description: '`true` (default): the file is the outside design; `false`: the inside design.',
});

/** Beyond the interface: a piece's own artwork, by part number. */
const partFilesField = z.record(z.string().regex(/^\d+$/), artworkFile).register(schemaRegistry, {
  description:
    "Beyond the interface: sent as file parts `part_files[<part_number>]`, part numbers from the dieline's `substrate_parts`: a piece's own artwork (PNG, JPEG, SVG or PDF), on the side `outside_design` says, in place of `file` on that piece (the printed piece wears `file`). At most 8 beside `file`.",
});

/** Multipart fields of interface 4.8. */
export const CreateMockupFormSchema = z
  .object({
    file: artworkFile,
    part_files: partFilesField.optional(),
    name: nameField.optional(),
    outside_design: outsideDesignField.optional(),
  })
  .register(schemaRegistry, {
    id: 'CreateMockupForm',
    description: 'The `multipart/form-data` fields of `POST /dielines/{dieline_id}/3d-mockups`.',
  });
export type CreateMockupForm = z.infer<typeof CreateMockupFormSchema>;

/** Multipart fields of interface 4.9, with `part_substrates[<n>]` gathered into an object. */
export const UpdateMockupFormSchema = z
  .object({
    file: artworkFile.optional(),
    part_files: partFilesField.optional(),
    name: nameField.optional(),
    outside_design: outsideDesignField.optional(),
    scene_background_color: described(
      z.string().regex(HEX_COLOR, INVALID_BACKGROUND_MESSAGE),
      'The background of the 3D scene, `#RRGGBB`.',
    ).optional(),
    substrate: described(
      SubstrateChoiceSchema.clone(),
      'The material the whole box shows: a substrate key, or an empty string for the plain material.',
    ).optional(),
    part_substrates: z
      .record(z.string().regex(/^\d+$/), SubstrateChoiceSchema)
      .register(schemaRegistry, {
        description:
          "Sent as form fields `part_substrates[<part_number>]`, part numbers from the dieline's `substrate_parts`; replaces every per-part pick. A lone empty `part_substrates` field clears them.",
      })
      .optional(),
  })
  .register(schemaRegistry, {
    id: 'UpdateMockupForm',
    description:
      'The `multipart/form-data` fields of `PUT /dielines/{dieline_id}/3d-mockups/{id}`: each one sent replaces what the mockup had; absent ones stay.',
  });
export type UpdateMockupForm = z.infer<typeof UpdateMockupFormSchema>;

export const MockupResponseSchema = z
  .object({ '3d_mockup': MockupSchema })
  .register(schemaRegistry, { id: 'MockupResponse', description: 'The answer carrying one 3D mockup.' });

/** The answer to DELETE on a mockup: the record and every file of it are gone. */
export const DeletedMockupResponseSchema = z
  .object({
    deleted: described(z.literal(true), 'Always `true`: the mockup is gone.'),
    id: described(z.string().regex(/^[a-z0-9]{10}$/), 'The deleted mockup.'),
  })
  .register(schemaRegistry, {
    id: 'DeletedMockupResponse',
    description: 'The answer to deleting a 3D mockup: the record, its page and every file of it are gone.',
  });
export type DeletedMockupResponse = z.infer<typeof DeletedMockupResponseSchema>;

/** Beyond the interface: a page of a dieline's 3D mockups, newest first (`GET /dielines/{dieline_id}/3d-mockups`). */
export const MockupListSchema = z
  .object({
    type: kindField('3d_mockup_list'),
    dieline_id: described(z.string(), 'The dieline the mockups fold.'),
    '3d_mockups': described(z.array(MockupSchema), 'This page of the mockups, newest first.'),
    next_cursor: NextCursorSchema,
  })
  .register(schemaRegistry, {
    id: 'MockupList',
    description: "A page of a dieline's 3D mockups, newest first.",
  });
export type MockupList = z.infer<typeof MockupListSchema>;
export const MockupListResponseSchema = z
  .object({ '3d_mockup_list': MockupListSchema })
  .register(schemaRegistry, {
    id: 'MockupListResponse',
    description: 'The answer carrying a page of 3D mockups.',
  });
