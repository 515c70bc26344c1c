/** A URL part the artist types: lower-case words joined by dashes (`the-coast`). */
export const validateSlug = (value: unknown) =>
  (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || 'Use lower-case letters, digits and dashes.'

/** Where a link goes: a path of the site (`/shop`) or a full http(s) address. */
export const validateLinkAddress = (value: unknown) =>
  (typeof value === 'string' && (/^\/\S*$/.test(value) || /^https?:\/\/\S+$/.test(value))) ||
  'Use a path starting with / or a full http(s) address.'
