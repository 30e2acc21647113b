import { DiecutError, type Dieline } from '@diecut/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Storage } from '../storage/storage';

/** `GET /dielines/{id}`: a dieline made with the caller's key; any other account's is 404. */
export function dielineRoutes(storage: Storage) {
  return new Hono<AppEnv>().get('/dielines/:id', (c) => {
    const record = storage.getRecord<Dieline>('dieline', c.req.param('id'), c.get('account').id);
    if (!record) throw DiecutError.notFound();
    return c.json({ dieline: record.data });
  });
}
