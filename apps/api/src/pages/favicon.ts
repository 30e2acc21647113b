import { raw } from 'hono/html';
import type { Html } from './page-layout';

/**
 * The pages' icon, inline so it costs no request: a carton blank in the dieline's colours, its
 * outline a red knife and its folds blue creases.
 */
// the namespace percent-encoded, as the whole URI may be: it is no address the page fetches
const FAVICON_SVG =
  "<svg xmlns='http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg' viewBox='0 0 32 32'><rect width='32' height='32' rx='6' fill='%23ffffff'/><path d='M4 11h24v10H4z' fill='none' stroke='%23e4002b' stroke-width='2'/><path d='M11 11v10M17 11v10M23 11v10' stroke='%230057b8' stroke-width='1.6' stroke-dasharray='2 1.5'/><path d='M11 11l2-5h8l2 5M11 21l2 5h8l2-5' fill='none' stroke='%23e4002b' stroke-width='2'/></svg>";

export const FAVICON_LINK: Html = raw(
  `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${FAVICON_SVG}">`,
);
