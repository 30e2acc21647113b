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
