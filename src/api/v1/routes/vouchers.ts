import { hit, isLimited, limits } from '@/accounts/rate-limit'
import { formatCents, toDollars } from '@/commerce/money'
import { returnPath } from '@/commerce/payments/return-path'
import { buyVoucher } from '@/commerce/vouchers/buy-voucher'
import { redeemVoucher } from '@/commerce/vouchers/redeem-voucher'
import { VOUCHER_PAGE } from '@/commerce/vouchers/voucher-mails'
import { DomainError } from '@/lib/domain-error'
import { getDb } from '@/lib/payload'
import { localizedPath } from '@/i18n/localized-path'

import { clientIp } from '@/api/v1/client-ip'
import { requestErrors, requestLocale } from '@/api/v1/request-language'
import { requireUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { decodePageUrl, jsonPost } from '@/api/v1/routes/route-helpers'
import { PayNowAnswer, PayNowBody, RedeemAnswer, RedeemBody } from '@/api/v1/schemas/vouchers'

const tags = ['Gift vouchers']

/** Gift vouchers (spec document 2, section 7): buy one through the payment page, redeem one into store credit. */
export const voucherRoutes = createRouter()
  .openapi(
    jsonPost(
      '/cognito/giftVoucher/payNow',
      tags,
      'Buys a gift voucher of a design and amount, for the buyer or a named recipient on a chosen day: answers the payment page. The voucher is e-mailed once paid.',
      PayNowBody,
      PayNowAnswer,
    ),
    async (c) => {
      const signedIn = await requireUser(c)
      await hit(`voucher:user:${signedIn.id}`, limits.voucherPurchasesPerUser)
      const body = c.req.valid('json')
      const locale = requestLocale(c)
      const { paymentUrl } = await buyVoucher(await getDb(), {
        userId: signedIn.id,
        themeId: body.theme_id,
        amount: body.amount,
        recipientName: body.recipient_name ?? '',
        recipientEmail: body.recipient_email ?? '',
        message: body.message ?? '',
        sendOn: body.send_on ?? '',
        locale,
        returnPath: returnPath(decodePageUrl(body.url), localizedPath(locale, VOUCHER_PAGE)),
      })
      return c.json({ success: true as const, message: '', payment: paymentUrl }, 200)
    },
  )
  .openapi(
    jsonPost(
      '/cognito/giftVoucher/redeem',
      tags,
      'Redeems a gift voucher: its whole amount becomes the signed-in customer’s store credit, once. Codes tried and not found are limited per customer and IP.',
      RedeemBody,
      RedeemAnswer,
    ),
    async (c) => {
      const user = await requireUser(c)
      const keys = [
        [`redeem:user:${user.id}`, limits.redeemMissesPerUser],
        [`redeem:ip:${clientIp(c)}`, limits.redeemMissesPerIp],
      ] as const
      // Over the limit, the next miss is refused before any look-up.
      for (const [key, limit] of keys) if (await isLimited(key, limit)) await hit(key, limit)
      let redeemed
      try {
        redeemed = await redeemVoucher(await getDb(), Number(user.id), c.req.valid('json').code)
      } catch (error) {
        if (error instanceof DomainError && error.code === 'voucher_not_found')
          for (const [key, limit] of keys) await hit(key, limit)
        throw error
      }
      const t = await requestErrors(c)
      const locale = requestLocale(c)
      return c.json(
        {
          success: true as const,
          message: t('answers.voucherRedeemed', {
            amount: formatCents(redeemed.amountCents, locale),
            balance: formatCents(redeemed.balanceCents, locale),
          }),
          amount: toDollars(redeemed.amountCents),
          balance: toDollars(redeemed.balanceCents),
        },
        200,
      )
    },
  )
