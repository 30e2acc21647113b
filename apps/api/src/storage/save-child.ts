import { DiecutError } from '@diecut/schema';
import type { BlobWrite, Storage, StoredRecord } from './storage';

/**
 * Saves a record that hangs off a dieline (a nesting, a mockup), then makes sure the dieline is still
 * there: one deleted while the child was made (`DELETE /dielines/{dieline_id}` during a create) would
 * leave it unreachable, its files still counted, so it is removed again and the create is a 404.
 * The storage orders the two (a delete either sees the committed child or is seen gone here).
 */
export async function saveChildOfDieline<T>(
  storage: Storage,
  record: StoredRecord<T> & { parentId: string },
  files: BlobWrite[],
): Promise<void> {
  await storage.saveResource(record, files);
  if (await storage.getRecord('dieline', record.parentId, record.ownerId)) return;
  await storage.deleteResource(record.kind, record.id, record.ownerId);
  throw DiecutError.notFound();
}
