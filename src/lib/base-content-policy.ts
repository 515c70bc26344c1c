/**
 * What every page's Content-Security-Policy closes, whatever limits its scripts: plugins, foreign
 * base URLs, framing by other sites and form posts elsewhere. Sent by `next.config.ts` with every
 * page; a page rendered per request sends it again with its script policy (`src/proxy.ts`), whose
 * header takes the place of the configured one.
 */
export const BASE_CONTENT_POLICY = "base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self'"
