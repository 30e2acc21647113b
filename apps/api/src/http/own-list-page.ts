import { DiecutError, OWN_LIST_PAGE_SIZE } from '@diecut/schema';
import type { Context } from 'hono';
import type { RecordListQuery, RecordPosition, Storage, StoredRecord } from '../storage/storage';
import type { AppEnv } from './app-env';

/** What a list of the account's own records asks the storage for: one page, after a cursor. */
export interface PageRequest {
  limit: number;
  after?: RecordPosition;
}

const INVALID_CURSOR = "Invalid 'cursor'. Pass the 'next_cursor' of the page before, as it was answered.";

/**
 * `?limit=` (1 to 100, default 20) and `?cursor=` (a `next_cursor`) of a list of the account's own
 * records; anything else in either is a 400.
 */
export function readPageRequest(c: Context<AppEnv>): PageRequest {
  const rawLimit = c.req.query('limit');
  let limit: number = OWN_LIST_PAGE_SIZE.default;
  if (rawLimit !== undefined) {
    limit = /^\d{1,9}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
    if (!(limit >= 1 && limit <= OWN_LIST_PAGE_SIZE.maximum)) {
      throw DiecutError.badRequest(
        `Invalid 'limit'. 'limit' must be a whole number from 1 to ${OWN_LIST_PAGE_SIZE.maximum}.`,
      );
    }
  }
  const cursor = c.req.query('cursor');
  return cursor === undefined ? { limit } : { limit, after: decodeCursor(cursor) };
}

/**
 * A cursor is the last record's place in the order (created_at, then id) as base64url JSON: opaque to
 * callers, and stable under inserts, as the next page starts strictly after that place.
 */
export function encodeCursor(position: RecordPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): RecordPosition {
  let decoded: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new Error('not base64url');
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw DiecutError.badRequest(INVALID_CURSOR);
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    typeof decoded[0] !== 'string' ||
    typeof decoded[1] !== 'string' ||
    Number.isNaN(Date.parse(decoded[0]))
  ) {
    throw DiecutError.badRequest(INVALID_CURSOR);
  }
  return { createdAt: decoded[0], id: decoded[1] };
}

/**
 * One page of the owner's records the query picks, newest first, and the cursor of the page after
 * (null on the last): one record more than the page holds is asked for, to know whether one follows.
 */
export async function listPage<T>(
  storage: Storage,
  query: Omit<RecordListQuery, 'after' | 'limit'>,
  page: PageRequest,
): Promise<{ records: StoredRecord<T>[]; nextCursor: string | null }> {
  const records = await storage.listRecords<T>({
    ...query,
    ...(page.after ? { after: page.after } : {}),
    limit: page.limit + 1,
  });
  const shown = records.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    records: shown,
    nextCursor: records.length > page.limit && last ? encodeCursor(last) : null,
  };
}
