import { DiecutError } from '@diecut/schema';
import { Hono } from 'hono';
import type { ComputePool } from '../compute/compute-pool';
import { loadDielineRecord } from '../dielines/load-dieline';
import type { AppEnv } from '../http/app-env';
import { mockupDescriptionJson } from '../mockups/mockup-description';
import { MockupSceneCache } from '../mockups/mockup-scene-cache';
import { MOCKUP_ID, MOCKUP_KIND, type MockupRecord } from '../mockups/mockup-service';
import type { ViewerBundleFile } from '../mockups/viewer-bundle';
import { acceptedEncodings } from '../pages/encoded-asset';
import {
  EMBEDDABLE_HEADERS,
  MOCKUP_PAGE_HEADERS,
  renderMockupNotFoundPage,
  renderMockupPage,
  VIEWER_ASSET_PATH,
} from '../pages/mockup-page';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';

/**
 * The public side of mockups at {web_url}: the hosted page, the description its viewer loads and the
 * viewer bundle. No key: the unguessable mockup id is what a customer is given.
 */
export function mockupPageRoutes(deps: {
  storage: Storage;
  urls: Urls;
  viewerBundle: ViewerBundleFile;
  compute: ComputePool;
  /** Where the descriptions' scenes are kept; one over `compute` when absent. */
  scenes?: MockupSceneCache;
}) {
  const scenes =
    deps.scenes ??
    new MockupSceneCache((dieline, ownerId) =>
      // a page's loads count against the share of the account that made the mockup
      deps.compute.run({ kind: 'mockup-scene', dieline }, ownerId),
    );
  const findMockup = async (id: string) =>
    MOCKUP_ID.test(id) ? deps.storage.getPublicRecord<MockupRecord>(MOCKUP_KIND, id) : undefined;
  return new Hono<AppEnv>()
    .get(VIEWER_ASSET_PATH, async (c) => {
      const bundle = await deps.viewerBundle.read();
      if (!bundle) throw DiecutError.notFound();
      const { encoding, body } = await bundle.asset.answerFor(
        acceptedEncodings(c.req.header('accept-encoding')),
      );
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
        // the page asks for it by content hash (`?v=`), so a changed bundle is a new URL
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...EMBEDDABLE_HEADERS,
      });
    })
    .get('/3d/:id', async (c) => {
      const record = await findMockup(c.req.param('id'));
      if (!record) return c.html(renderMockupNotFoundPage(), 404, MOCKUP_PAGE_HEADERS);
      const bundle = await deps.viewerBundle.read();
      const { artwork, partArtwork } = record.data;
      const textures = [artwork, ...Object.values(partArtwork ?? {})].flatMap((sides) =>
        [sides.outside, sides.inside].flatMap((files) => (files ? [files.texture] : [])),
      );
      const page = renderMockupPage({
        id: record.id,
        name: record.data.mockup.name,
        viewerVersion: bundle?.version,
        warnings: record.data.mockup.warnings,
        // the paths the description gives them by (see mockupDescription)
        artwork: [...new Set(textures)].map((key) => new URL(deps.urls.file(key)).pathname),
      });
      return c.html(page, 200, { ...MOCKUP_PAGE_HEADERS, 'Cache-Control': 'no-cache' });
    })
    .get('/3d/:id/description.json', async (c) => {
      // before anything can fail: an embedding page reads a 404 too, not a blocked request
      for (const [name, value] of Object.entries(EMBEDDABLE_HEADERS)) c.header(name, value);
      const record = await findMockup(c.req.param('id'));
      if (!record) throw DiecutError.notFound();
      const dieline = await loadDielineRecord(deps.storage, record.data.dielineId, record.ownerId);
      // the folding scene is the dieline's, which never changes: built once (in a worker) and kept;
      // the rest is the record's, read on every load, so an update shows at once
      const scene = await scenes.get(dieline, record.ownerId);
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/json');
      return c.body(mockupDescriptionJson(record.data, scene, deps.urls));
    });
}
