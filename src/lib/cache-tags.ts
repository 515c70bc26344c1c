/** Tags of the in-process cache (`memo`). */
export const SITE_TAG = 'site'
export const GROUPS_TAG = 'groups'
export const CONTENT_TAG = 'content'
