import {
  API_OPERATIONS,
  type ApiKeyKind,
  type ApiOperation,
  apiOperation,
  type OperationId,
  type OperationOf,
} from '@diecut/schema';
import { type Handler, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** An OpenAPI path template as a Hono path: `/dielines/{dieline_id}` is `/dielines/:dieline_id`. */
export type HonoPath<Path extends string> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${HonoPath<Tail>}`
  : Path;

/** An OpenAPI path template as a Hono path: `/dielines/{dieline_id}` is `/dielines/:dieline_id`. */
export function honoPath<Path extends string>(path: Path): HonoPath<Path> {
  return path.replace(/\{([^{}/]+)\}/g, (_match, name: string) => `:${name}`) as HonoPath<Path>;
}

type OperationHandler<Path extends string> = MiddlewareHandler<AppEnv, Path> | Handler<AppEnv, Path>;

/**
 * A Hono app whose routes are operations of the interface, each named by its operationId: the method
 * and the path come from `API_OPERATIONS`, the handlers read the path parameters by their names in
 * the path template (`c.req.param('dieline_id')`). `operationIds` lists the operations it serves.
 */
export class OperationRoutes extends Hono<AppEnv> {
  readonly operationIds: OperationId[] = [];

  /** Serves `operationId` with `handlers` (middleware first, as in `app.on`). */
  operation<Id extends OperationId>(
    operationId: Id,
    ...handlers: OperationHandler<HonoPath<OperationOf<Id>['path']>>[]
  ): this {
    const { method, path } = apiOperation(operationId);
    // the path's type is the union of every operation's: Hono's overloads take one path literal
    const on = this.on as (method: string, path: string, ...handlers: OperationHandler<string>[]) => unknown;
    on.call(this, method.toUpperCase(), honoPath(path), ...(handlers as OperationHandler<string>[]));
    this.operationIds.push(operationId);
    return this;
  }
}

/**
 * The paths each key kind guards, from the operations' paths and key kinds: `/dielines/*` where
 * operations sit below `/dielines`, the path itself where one stands alone (`/dieline-template-groups`).
 * A prefix rather than each route, so that an unknown path or method under it is 404 only once the
 * caller is known.
 */
export function keyGuards(operations: readonly ApiOperation[] = API_OPERATIONS) {
  const bySegment = new Map<string, { keyKind: ApiKeyKind; below: boolean }>();
  for (const { path, keyKind, operationId } of operations) {
    const [, segment = '', ...rest] = path.split('/');
    const seen = bySegment.get(segment);
    if (seen && seen.keyKind !== keyKind)
      throw new Error(
        `${operationId} takes the ${keyKind} key under /${segment}, guarded for ${seen.keyKind}.`,
      );
    bySegment.set(segment, { keyKind, below: (seen?.below ?? false) || rest.length > 0 });
  }
  return [...bySegment].map(([segment, { keyKind, below }]) => ({
    path: below ? `/${segment}/*` : `/${segment}`,
    keyKind,
  }));
}
