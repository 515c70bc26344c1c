import { NextResponse, type NextRequest } from 'next/server'

import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/accounts/constants'
import { loginPathFor, requiresSignIn } from '@/lib/safe-redirect'
import { publicPathOf } from '@/i18n/localized-path'
import { requestScriptPolicy } from '@/server/request-script-policy'

/**
 * For the pages rendered per request (the account screens, the cart, search, the studio's previews),
 * before anything renders:
 * - a visitor without session cookies on a route that needs a sign-in goes straight to the login
 *   page of their language, with the full public path remembered (a present but stale cookie is
 *   checked by the page itself, which refreshes or sends the visitor to login the same way);
 * - every other request gets a script policy with a nonce of its own, which Next puts on its
 *   scripts (it reads the nonce from the request's policy header).
 * Next routes the server's internal address (`/en/profile` for `/profile`, see src/lib/site-address.ts).
 */
export function proxy(request: NextRequest) {
  const pathname = publicPathOf(request.nextUrl.pathname)
  // Only a page load is redirected: Next's client router keeps what it was answered for a link it
  // prefetched, and would follow a prefetched redirect to the login page even after the login.
  // A client navigation renders the page, whose own check sends the visitor to log in. Next hides
  // its router headers from the proxy; the browser's own Sec-Fetch-Dest tells a fetch (`empty`)
  // from a page load (`document`, or absent outside a browser).
  const fromRouter = (request.headers.get('sec-fetch-dest') ?? 'document') !== 'document'
  if (
    !fromRouter &&
    requiresSignIn(pathname) &&
    !request.cookies.has(ACCESS_COOKIE) &&
    !request.cookies.has(REFRESH_COOKIE)
  ) {
    return NextResponse.redirect(new URL(loginPathFor(pathname + request.nextUrl.search), request.url), 307)
  }
  const { policy } = requestScriptPolicy()
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: [
    '/:locale/:page(login|signup|forgotpassword|logout|auth|cart|search|profile|my-account|checkout|pay|invoice|show-invoice|print-tickets|preview)/:path*',
  ],
}
