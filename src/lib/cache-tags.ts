/** Tags of cached data: the in-process cache (`memo`) and Next's page cache use the same ones. */
export const SITE_TAG = 'site'
export const GROUPS_TAG = 'groups'
export const CONTENT_TAG = 'content'
/** Products, their SKUs (prices and stock) and addons. */
export const SHOP_TAG = 'shop'
export const ALL_TAGS = [SITE_TAG, GROUPS_TAG, CONTENT_TAG, SHOP_TAG] as const
/** Shipping types: read by every priced checkout, changed by the artist only. */
export const SHIPPING_TAG = 'shipping'
/** The checkout's settings: read by every cart view. */
export const CHECKOUT_SETTINGS_TAG = 'checkout-settings'
/** Promotion codes: read by every priced checkout with a code. */
export const PROMOTIONS_TAG = 'promotions'
/** Every tag, pages' and in-process alike: what an instance drops when it may have missed a change. */
export const EVERY_TAG = [...ALL_TAGS, SHIPPING_TAG, CHECKOUT_SETTINGS_TAG, PROMOTIONS_TAG] as const
