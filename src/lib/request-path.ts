/** The Node server copies each request's path into this header, so server components can read it. */
export const REQUEST_PATH_HEADER = 'x-atelier-path'
