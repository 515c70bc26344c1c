/**
 * The catalogue's parts, one file each per language (`src/i18n/messages/{locale}/{namespace}.json`):
 * a screen's client parts receive only the parts they use.
 */
export const NAMESPACES = [
  'shell',
  'notFound',
  'widgets',
  'apiClient',
  'shop',
  'cart',
  'account',
  'errors',
  'mail',
  'orders',
  'checkout',
  'stories',
  'forms',
  'vouchers',
  'offline',
] as const
export type Namespace = (typeof NAMESPACES)[number]
