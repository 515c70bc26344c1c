import { ClientMessages } from '@/components/ClientMessages'
import { pictureProps } from '@/components/Image'
import { GiftVoucherWidget } from '@/components/page-parts.client'
import { parseVoucherAmounts } from '@/commerce/vouchers/voucher-amounts'
import { getVoucherThemes } from '@/data/content'
import { langOf } from '@/i18n/in-english'
import { renderedLocale } from '@/i18n/page-locale'
import type { GiftVoucherPurchaseWidget } from '@/payload-types'

/** The gift voucher page's widget: buy a voucher in one of the studio's designs, or redeem one. */
export async function GiftVoucherPurchaseComponent({ widget }: { widget: GiftVoucherPurchaseWidget }) {
  const themes = await getVoucherThemes(undefined, await renderedLocale())
  return (
    <ClientMessages namespaces={['vouchers', 'account']}>
      <GiftVoucherWidget
        themes={themes.map((theme) => ({
          id: theme.id,
          name: theme.name,
          lang: langOf(theme.in_english, 'name'),
          picture: theme.image
            ? pictureProps(theme.image, { width: 400, sizes: '(min-width: 640px) 240px, 45vw', alt: '' })
            : null,
        }))}
        amounts={parseVoucherAmounts(widget.amounts).map((cents) => cents / 100)}
        allowCustom={widget.allow_custom_amounts !== false}
      />
    </ClientMessages>
  )
}
