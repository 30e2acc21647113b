import { findTemplate } from '@diecut/geometry';
import { TEMPLATE_FEATURE_TYPES, type TemplateFeatureType } from '@diecut/schema';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/error-handler';
import type { TemplateImage, TemplateImages } from '../images/template-images';

/**
 * A day, then revalidation by ETag, rather than `immutable`: the URLs carry no release, and an upgraded
 * catalog must replace old drawings in browsers and CDNs within a day.
 */
const CACHE_CONTROL = 'public, max-age=86400';

function svgName(file: string): string | undefined {
  return file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
}

function isFeatureType(name: string): name is TemplateFeatureType {
  return (TEMPLATE_FEATURE_TYPES as readonly string[]).includes(name);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * `GET /images/templates/{id}/preview.svg`, `.../variables/{name}.svg` and `.../features/{type}.svg`:
 * public catalog images, like `/files`, so an `<img>` can show them without a key.
 */
export function templateImageRoutes(images: TemplateImages) {
  const serve = (c: Context<AppEnv>, image: TemplateImage | undefined) => {
    const template = findTemplate(c.req.param('id') ?? '');
    const rendered = template && image ? images.render(template, image) : undefined;
    if (!rendered) return notFound(c);
    const headers = {
      ETag: rendered.etag,
      'Cache-Control': CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(c.req.header('if-none-match'), rendered.etag)) return c.body(null, 304, headers);
    return c.body(rendered.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
  };
  return new Hono<AppEnv>()
    .get('/images/templates/:id/preview.svg', (c) => serve(c, { kind: 'preview' }))
    .get('/images/templates/:id/variables/:file', (c) => {
      const name = svgName(c.req.param('file'));
      return serve(c, name ? { kind: 'variable', name } : undefined);
    })
    .get('/images/templates/:id/features/:file', (c) => {
      const type = svgName(c.req.param('file'));
      return serve(c, type && isFeatureType(type) ? { kind: 'feature', type } : undefined);
    });
}
