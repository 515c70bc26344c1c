import type { Config } from 'payload'

import { PREVIEWABLE, previewPath } from '@/studio/preview-path'

type Admin = NonNullable<Config['admin']>

/**
 * The back-office as the studio's: its name, logo and colour (from Settings → Site settings), a
 * first screen of what needs her today, how the shop is doing and what is still to translate, and drafts previewed at phone and desktop width.
 */
export const studioAdmin: Pick<Admin, 'components' | 'dashboard' | 'livePreview' | 'meta'> = {
  meta: { titleSuffix: ' · Studio', icons: [{ rel: 'icon', url: '/assets/studio-icon' }] },
  components: {
    // The studio's door that wrong passwords cannot close (src/accounts/studio-sign-in.ts).
    afterLogin: ['@/components/Studio/CodeSignIn.client#CodeSignIn'],
    graphics: {
      Logo: '@/components/Studio/StudioLogo#StudioLogo',
      Icon: '@/components/Studio/StudioIcon#StudioIcon',
    },
    views: {
      // Shop → Import: a shop brought in from its export file (src/commerce/import).
      import: { Component: '@/components/Studio/ImportView#ImportView', path: '/import' },
    },
  },
  dashboard: {
    widgets: [
      {
        slug: 'needs-attention',
        label: 'Today in the studio',
        Component: '@/components/Studio/NeedsAttention#NeedsAttention',
        minWidth: 'medium',
      },
      {
        slug: 'shop-sales',
        label: 'How the shop is doing',
        Component: '@/components/Studio/ShopSales#ShopSales',
        minWidth: 'medium',
      },
      {
        slug: 'translations',
        label: 'Translations',
        Component: '@/components/Studio/TranslationOverview#TranslationOverview',
        minWidth: 'medium',
      },
      {
        slug: 'start-here',
        label: 'Start here',
        Component: '@/components/Studio/StartHere#StartHere',
        minWidth: 'small',
      },
    ],
    defaultLayout: [
      { widgetSlug: 'needs-attention', width: 'full' },
      { widgetSlug: 'shop-sales', width: 'full' },
      { widgetSlug: 'translations', width: 'full' },
      { widgetSlug: 'start-here', width: 'full' },
    ],
  },
  livePreview: {
    collections: [...PREVIEWABLE],
    url: ({ data, collectionConfig, locale }) => previewPath(collectionConfig?.slug ?? '', data.id, locale?.code),
    breakpoints: [
      { name: 'phone', label: 'Phone', width: 390, height: 844 },
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    ],
  },
}
