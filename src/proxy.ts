import { NextResponse, type NextRequest } from 'next/server'

import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/accounts/constants'
import { loginPathFor, requiresSignIn } from '@/accounts/safe-redirect'
import { publicPathOf } from '@/i18n/localized-path'

/**
 * Routes that need a sign-in send a visitor without session cookies straight to the login page of
 * their language, with the full public path remembered, before anything renders. Next routes the
 * server's internal address (`/en/profile` for `/profile`, see src/lib/site-address.ts). (A present but stale cookie is checked by the
 * page itself, which refreshes or sends the visitor to /login the same way.)
 */
export function proxy(request: NextRequest) {
  const pathname = publicPathOf(request.nextUrl.pathname)
  if (!requiresSignIn(pathname)) return NextResponse.next()
  if (request.cookies.has(ACCESS_COOKIE) || request.cookies.has(REFRESH_COOKIE)) return NextResponse.next()
  return NextResponse.redirect(new URL(loginPathFor(pathname + request.nextUrl.search), request.url), 307)
}

export const config = { matcher: ['/:locale/profile/:path*', '/:locale/my-account/:path*', '/:locale/checkout/:path*'] }
