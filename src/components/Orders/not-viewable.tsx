import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { RefreshThenReload } from '@/components/Orders/RefreshThenReload.client'
import { sessionMayRenew } from '@/data/orders'

/**
 * What an order's page answers when its viewer may not see the order: not found, unless the
 * browser holds a session it can renew (an expired access cookie), which then gets one more look.
 */
export async function notViewable() {
  if (await sessionMayRenew()) {
    const t = await getTranslations('notFound')
    return <RefreshThenReload notFoundText={t('title')} />
  }
  notFound()
}
