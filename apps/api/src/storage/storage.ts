import type { PlacedFile } from './place-file';
import type { RequestCounter } from './request-counter';

/** A stored resource's metadata. `data` is the resource's JSON body as the API answers it. */
export interface StoredRecord<T = unknown> {
  id: string;
  kind: string;
  /** The account that made it; other accounts never see it. */
  ownerId: string;
  data: T;
  createdAt: string;
  /** The record it hangs off (a nesting's or mockup's dieline): it goes when that one expires. */
  parentId?: string;
}

/** A record as both backends keep it: the resource's JSON as text beside its keys. */
export interface RecordRow {
  id: string;
  kind: string;
  owner_id: string;
  data: string;
  created_at: string;
  parent_id: string | null;
}

export function recordFromRow<T>(row: RecordRow | undefined): StoredRecord<T> | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.owner_id,
    data: JSON.parse(row.data) as T,
    createdAt: row.created_at,
    ...(row.parent_id ? { parentId: row.parent_id } : {}),
  };
}

/** Where a listing stands: the last record of the page before, in the order newest first. */
export interface RecordPosition {
  createdAt: string;
  id: string;
}

/** Which of an owner's records `listRecords` answers, and how many. */
export interface RecordListQuery {
  kind: string;
  ownerId: string;
  /** Only the records hanging off this one (a dieline's nestings or mockups). */
  parentId?: string;
  /** Only the records whose data has this top-level field (letters, digits, `_`) equal to `value`. */
  dataEquals?: { field: string; value: string };
  /** Only the records after this one in the order: a page's cursor, stable under inserts. */
  after?: RecordPosition;
  /** At most this many records. */
  limit: number;
}

/** What `deleteResourceTree` removed. */
export interface DeletedTree {
  /** How many records went, by kind (the record itself included). */
  deleted: Record<string, number>;
  /** The bytes of the files that went: what the owner's `storedBytes` drops by. */
  bytesFreed: number;
}

/** A field name `dataEquals` takes: nothing a JSON path or SQL could read more into. */
export const DATA_FIELD = /^[A-Za-z0-9_]+$/;

export function checkDataField(field: string): void {
  if (!DATA_FIELD.test(field)) throw new Error(`invalid data field '${field}'`);
}

export interface StorageOptions {
  /** Bytes of files one owner may keep; 0 or absent: no limit. */
  accountStorageLimitBytes?: number;
}

/** A write that would take its owner over `accountStorageLimitBytes`; nothing of it is kept. */
export class AccountStorageLimitError extends Error {
  constructor(
    readonly limitBytes: number,
    readonly usedBytes: number,
    readonly addedBytes: number,
  ) {
    super(`the account stores ${usedBytes} of ${limitBytes} bytes; ${addedBytes || 'no'} more fit`);
    this.name = 'AccountStorageLimitError';
  }
}

/** What a write adds to its owner's stored bytes. */
export function blobBytes(files: BlobWrite[]): number {
  return files.reduce(
    (sum, file) =>
      sum + (typeof file.data === 'string' ? Buffer.byteLength(file.data) : file.data.byteLength),
    0,
  );
}

export interface BlobWrite {
  /** `<resource id>/<file name>`, see `isValidBlobKey`. */
  key: string;
  data: Uint8Array | string;
}

export interface StoredBlob {
  data: Buffer;
  size: number;
}

/** A stored file to send as it is read, never whole in memory. */
export interface BlobStream {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/**
 * Records and blobs behind one small interface: the embedded SQLite + folder default and PostgreSQL
 * (several API instances on one database) implement it, the routes never know which.
 */
export interface Storage {
  /**
   * Writes the files durably, then commits the record: a record never exists without its files.
   * Throws `AccountStorageLimitError`, keeping nothing, when the files would take the owner over
   * the account storage limit; the check and the commit are atomic, so racing writes never pass it.
   */
  saveResource<T>(record: StoredRecord<T>, files: BlobWrite[], placed?: PlacedFile[]): Promise<void>;
  /**
   * The files folder, where the backend keeps files on the local disk: a compute worker may then
   * write a resource's file there itself (`placeFile`), sparing the HTTP thread the file I/O, and hand
   * it to `saveResource` as `placed`, which commits it like a written one or removes it when the
   * commit fails. Absent where files live in the database.
   */
  readonly placedFilesDir?: string | undefined;
  /**
   * Files smaller than this are kept in the database with their record rather than placed in the
   * files folder: a worker answers their bytes instead of placing them.
   */
  readonly inlineFileBytes?: number | undefined;
  /**
   * Request counts kept where every instance sees them (the shared database), for the per-key rate
   * limit. Absent on the embedded default, which serves one instance: it counts in memory.
   */
  readonly requestCounter?: RequestCounter | undefined;
  /** Replaces a record's data (and optionally adds files, under the same limit), owner unchanged. */
  updateResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void>;
  /** Bytes of the files of every record the owner has: what the account storage limit counts. */
  storedBytes(ownerId: string): Promise<number>;
  /**
   * Throws `AccountStorageLimitError` when the owner is already at the limit: refuses a create
   * before the work of making its files. The write itself checks again, with its real size.
   */
  checkNotFull(ownerId: string): Promise<void>;
  /**
   * Deletes every record of `kind` created before `before` (an ISO time), every record hanging off
   * one of them (`parentId`), and their files. Answers how many went, by kind.
   */
  deleteCreatedBefore(kind: string, before: string): Promise<Record<string, number>>;
  getRecord<T>(kind: string, id: string, ownerId: string): Promise<StoredRecord<T> | undefined>;
  /** Any account's record: only for public pages, whose unguessable id is the capability. */
  getPublicRecord<T>(kind: string, id: string): Promise<StoredRecord<T> | undefined>;
  deleteRecord(kind: string, id: string, ownerId: string): Promise<boolean>;
  /**
   * Removes the record, then every file stored under its id (`<id>/...`): once the record is gone
   * nothing points at the files, so a crash between the two leaves only unreachable bytes behind.
   * False when the caller owns no such record.
   */
  deleteResource(kind: string, id: string, ownerId: string): Promise<boolean>;
  /**
   * Removes the record, every record hanging off it (`parentId`, at any depth) of the same owner,
   * and all their files, as `deleteResource` does for one. Undefined when the caller owns no such
   * record. It and a `saveResource` of a child are ordered: either the tree holds the child, or the
   * child commits after the parent is gone, which its writer then sees (`saveChildOfDieline`).
   */
  deleteResourceTree(kind: string, id: string, ownerId: string): Promise<DeletedTree | undefined>;
  /**
   * The owner's records of `kind`, newest first: by `createdAt` descending, then `id` descending, so
   * records made in the same millisecond keep one order and `after` (the last one of the page
   * before) resumes exactly after it, whatever was inserted since.
   */
  listRecords<T>(query: RecordListQuery): Promise<StoredRecord<T>[]>;
  /** Removes files a record no longer points at (replaced artwork); missing files are no error. */
  deleteBlobs(keys: string[]): Promise<void>;
  readBlob(key: string): Promise<StoredBlob | undefined>;
  /** The file as a stream of chunks, for downloads: large artwork never sits whole in memory. */
  openBlob(key: string): Promise<BlobStream | undefined>;
  /**
   * Waits for writes in flight, then releases the database (connections, file handles); writes
   * asked for afterwards fail without storing anything. Calling it twice is harmless.
   */
  close(): Promise<void>;
}
