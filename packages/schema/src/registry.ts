import { z } from 'zod';

export interface SchemaMeta {
  /** The schema's name among the OpenAPI document's components. */
  id?: string;
  description?: string;
}

/**
 * The package's own metadata registry. zod's global registry is process-wide: an application's own
 * `.meta({ id })` schemas would land in the OpenAPI document, or clash with an id here and make it throw.
 */
export const schemaRegistry = z.registry<SchemaMeta>();

/**
 * `schema`, described in the OpenAPI document: the description goes to this package's registry (zod's
 * `.describe()` writes to the global one, which the document does not read). Registering mutates
 * nothing but the registry; a schema used in several places takes one description, so clone a shared
 * one (`DecimalStringSchema.clone()`) to describe one use of it.
 */
export function described<T extends z.ZodType>(schema: T, description: string): T {
  schemaRegistry.add(schema as z.ZodType, { description });
  return schema;
}

/** The `type` field of an object of the interface: always `kind`. */
export function kindField<const Kind extends string>(kind: Kind) {
  return described(z.literal(kind), `The object's kind: always \`${kind}\`.`);
}
