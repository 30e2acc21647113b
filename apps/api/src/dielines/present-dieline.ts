import type { Dieline } from '@diecut/schema';
import type { StoredRecord } from '../storage/storage';
import { buildDieline } from './load-dieline';
import { substrateParts } from './substrate-parts';

/**
 * A stored dieline as `GET /dielines/{dieline_id}` answers it, and `GET /dielines` lists it: one
 * stored before `substrate_parts` existed gets it from its rebuilt parts (a 404 when its template has
 * left the catalog).
 */
export function presentDieline(record: StoredRecord<Dieline>): Dieline {
  if (record.data.substrate_parts) return record.data;
  const built = buildDieline(record.data);
  return { ...record.data, substrate_parts: substrateParts(built.parts) };
}
