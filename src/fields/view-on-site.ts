import type { Field } from 'payload'

/** "View on site" and the preview link, at the top of a page's or product's sidebar. */
export const viewOnSiteField: Field = {
  name: 'view_on_site',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/components/Studio/ViewOnSite.client#ViewOnSite' } },
}
