import { getTranslations } from 'next-intl/server'

import { env } from '@/lib/env'

/** While the built-in test gateway takes payments, every page says so: nothing bought here is paid for. */
export async function TestShopNotice() {
  if (env.payments !== 'test') return null
  const t = await getTranslations('shell')
  return (
    <p
      role="note"
      className="bg-ochre/20 px-4 py-1.5 text-center text-sm text-ink dark:text-mist"
      data-testid="test-shop-notice"
    >
      {t('testShop')}
    </p>
  )
}
