import { MAX_UPLOAD_BYTES } from '@/media/limits'

import { DomainError } from '@/lib/domain-error'

import { limitBody } from '@/api/v1/body-limit'
import { handleError } from '@/api/v1/errors'
import { refuseCrossSiteChanges } from '@/api/v1/cross-site'
import { refuseNulText } from '@/api/v1/nul-text'
import { apiResponseHeaders } from '@/api/v1/response-headers'
import { createRouter } from '@/api/v1/router'
import { accountCodeRoutes } from '@/api/v1/routes/account-codes'
import { accountOAuthRoutes } from '@/api/v1/routes/account-oauth'
import { accountProfileRoutes } from '@/api/v1/routes/account-profile'
import { accountSignInRoutes } from '@/api/v1/routes/account-sign-in'
import { addressRoutes } from '@/api/v1/routes/address'
import { cartRoutes } from '@/api/v1/routes/cart'
import { checkoutRoutes } from '@/api/v1/routes/checkout'
import { contentRoutes } from '@/api/v1/routes/content'
import { domainRoutes } from '@/api/v1/routes/domain'
import { groupRoutes } from '@/api/v1/routes/groups'
import { healthRoutes } from '@/api/v1/routes/health'
import { orderDocumentRoutes } from '@/api/v1/routes/order-documents'
import { orderRoutes } from '@/api/v1/routes/orders'
import { paymentRoutes } from '@/api/v1/routes/payment'
import { formRoutes } from '@/api/v1/routes/forms'
import { voucherRoutes } from '@/api/v1/routes/vouchers'
import { newsletterRoutes } from '@/api/v1/routes/newsletter'
import { studioExportRoutes } from '@/api/v1/routes/studio-exports'
import { studioSignInRoutes } from '@/api/v1/routes/studio-sign-in'
import { shopRoutes } from '@/api/v1/routes/shop'
import { storyRoutes } from '@/api/v1/routes/stories'
import { studioImportRoutes } from '@/api/v1/routes/studio-imports'
import { IMPORT_FILE_MAX_BYTES } from '@/commerce/import/read-csv'

/** JSON bodies of the v1 API stay small; file uploads have their own limit. */
const MAX_JSON_BYTES = 256 * 1024

/** The v1 API of spec section 7, mounted at /api/v1. */
export function createApiV1() {
  const api = createRouter()

  // First, so that every answer below it, refusals included, carries the headers.
  api.use('*', apiResponseHeaders)

  const jsonLimit = limitBody(MAX_JSON_BYTES, () => {
    throw new DomainError('body_too_large')
  })
  // A profile photo is a file upload: it gets the media limit instead.
  const uploadLimit = limitBody(MAX_UPLOAD_BYTES + 64 * 1024, () => {
    throw new DomainError('photo_too_large')
  })
  // A shop's export file for the studio's import.
  const importLimit = limitBody(IMPORT_FILE_MAX_BYTES + 64 * 1024, () => {
    throw new DomainError('body_too_large')
  })
  api.use('*', (c, next) =>
    c.req.path.endsWith('/cognito/user/uploadImage')
      ? uploadLimit(c, next)
      : c.req.path.endsWith('/studio/imports')
        ? importLimit(c, next)
        : jsonLimit(c, next),
  )
  api.use('*', refuseNulText)
  api.use('*', refuseCrossSiteChanges)

  api.route('/', healthRoutes)
  api.route('/', domainRoutes)
  api.route('/', contentRoutes)
  api.route('/', groupRoutes)
  api.route('/', accountSignInRoutes)
  api.route('/', accountCodeRoutes)
  api.route('/', accountOAuthRoutes)
  // Last of the account calls: its `/cognito/user/{url}` would take the GET paths of the others.
  api.route('/', accountProfileRoutes)
  api.route('/', addressRoutes)
  api.route('/', shopRoutes)
  api.route('/', storyRoutes)
  api.route('/', formRoutes)
  api.route('/', voucherRoutes)
  api.route('/', newsletterRoutes)
  api.route('/', studioExportRoutes)
  api.route('/', studioImportRoutes)
  api.route('/', studioSignInRoutes)
  api.route('/', cartRoutes)
  api.route('/', checkoutRoutes)
  api.route('/', paymentRoutes)
  api.route('/', orderRoutes)
  api.route('/', orderDocumentRoutes)

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Atelier API', version: '1.0.0', description: 'The shop, content and account API of Atelier.' },
    servers: [{ url: '/api/v1' }],
  })

  api.onError(handleError)
  return api
}
