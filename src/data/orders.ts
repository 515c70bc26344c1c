import 'server-only'

import { cookies, headers } from 'next/headers'

import type { Locale } from '@/i18n/locales'
import { isDomainError } from '@/lib/domain-error'
import { getPayloadClient } from '@/lib/payload'
import type { Order } from '@/payload-types'

import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/accounts/constants'
import { liveSessionClaims } from '@/accounts/sessions'

import { orderCertificates } from '@/commerce/orders/certificates'
import { orderInvoice } from '@/commerce/orders/order-invoice'
import {
  findViewableOrder,
  isAdminAccount,
  isAdminSession,
  type OrderDocument,
} from '@/commerce/orders/viewable-order'

/**
 * The signed-in customer of the page's request, checked as the v1 API checks it: the access-token
 * cookie's signature and expiry, and that its session is still live. An expired or forged token
 * counts as nobody here (a page cannot refresh it), so the page answers as to a stranger.
 */
async function signedInUserId(): Promise<string | null> {
  const token = (await cookies()).get(ACCESS_COOKIE)?.value
  if (!token) return null
  try {
    return (await liveSessionClaims({ payload: await getPayloadClient() }, token)).sub
  } catch (error) {
    if (isDomainError(error)) return null
    throw error
  }
}

/**
 * The order when this request's viewer may see it: the customer who placed it (signed in with
 * the site's session cookie; for the invoice once it is paid), or an admin, signed in to the
 * back-office or with an admin's account. Null otherwise, missing or not, so the page answers 404.
 */
export async function getViewableOrder(id: string, document: OrderDocument = 'invoice') {
  const payload = await getPayloadClient()
  const userId = await signedInUserId()
  const requestHeaders = await headers()
  return findViewableOrder(
    payload,
    id,
    {
      userId,
      isAdmin: async () =>
        (userId !== null && (await isAdminAccount(payload, userId))) ||
        (await isAdminSession(payload, new Headers(requestHeaders))),
    },
    document,
  )
}

/** The order's tax invoice in the page's language, as the PDF and the mails have it. */
export async function getInvoice(order: Order, locale: Locale) {
  return orderInvoice(await getPayloadClient(), order, locale)
}

/** The originals' certificates of authenticity, the artist's name and signature. */
export async function getCertificates(order: Order) {
  return orderCertificates(await getPayloadClient(), order)
}

/**
 * Whether the request carries a session the browser could renew (a refresh cookie, the access
 * cookie gone or expired): an order's page then lets the browser renew it and look again.
 */
export async function sessionMayRenew(): Promise<boolean> {
  const jar = await cookies()
  return Boolean(jar.get(REFRESH_COOKIE)?.value) && (await signedInUserId()) === null
}
