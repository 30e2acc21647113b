import { z } from 'zod';
import { described, schemaRegistry } from './registry';

export const UNITS = ['mm', 'in'] as const;
export const INVALID_UNIT_MESSAGE = "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.";

export const UnitSchema = z.enum(UNITS, { error: INVALID_UNIT_MESSAGE }).register(schemaRegistry, {
  id: 'Unit',
  description: 'Length unit of a request or response: millimetres or inches.',
});
export type Unit = z.infer<typeof UnitSchema>;

/** A length in a response: a number with its unit. In requests a length is a plain number. */
export const LengthSchema = z
  .object({ value: described(z.number(), 'The number of `unit`s.'), unit: UnitSchema })
  .register(schemaRegistry, { id: 'Length', description: 'A length with its unit.' });
export type Length = z.infer<typeof LengthSchema>;

export const TimestampSchema = z.iso
  .datetime()
  .register(schemaRegistry, { description: 'ISO 8601 timestamp in UTC.' });

export const HttpMethodSchema = z
  .enum(['GET', 'POST', 'PUT', 'DELETE'])
  .register(schemaRegistry, { description: 'The HTTP method to send to `href`.' });

export const LinkSchema = z
  .object({
    rel: described(
      z.string(),
      'What the link is: `self`, `web` (the page for people), `next`/`prev` (pages of a list), or an action such as `change_flap`.',
    ),
    href: described(z.url(), 'The absolute URL to request.'),
    method: HttpMethodSchema,
    name: described(z.string(), 'A label for people, where the link has one.').optional(),
  })
  .register(schemaRegistry, { id: 'Link', description: 'A related action or resource.' });
export type Link = z.infer<typeof LinkSchema>;

export const SvgImageSchema = z
  .object({
    type: described(z.literal('svg'), 'The image format: always `svg`.'),
    url: described(z.url(), 'Where the image is served, public (no key).'),
  })
  .register(schemaRegistry, { id: 'SvgImage', description: 'An SVG image hosted by the service.' });
export type SvgImage = z.infer<typeof SvgImageSchema>;

/**
 * Page sizes of the lists of an account's own resources (beyond the interface: its dielines, a
 * dieline's nestings and mockups): `limit` defaults to 20 and may be at most 100.
 */
export const OWN_LIST_PAGE_SIZE = { default: 20, maximum: 100 } as const;

/** The paging query of a list of the account's own resources. */
export interface OwnListQuery {
  /** Records per page, 1 to 100; 20 when absent. */
  limit?: number;
  /** The `next_cursor` of the page before; absent for the first page. */
  cursor?: string;
}

/** Where the next page of an account's own list starts: pass it back as `cursor`; null on the last page. */
export const NextCursorSchema = z.string().nullable().register(schemaRegistry, {
  description:
    "The next page's `cursor`, an opaque string; null on the last page. Records made since the first page never shift the pages after it.",
});

/** Decimal numbers the interface carries as strings (artwork dimensions, area). */
export const DecimalStringSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string')
  .register(schemaRegistry, { description: 'A decimal number written as a string, e.g. `"185.5"`.' });
