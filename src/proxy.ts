import { NextResponse, type NextRequest } from 'next/server'

import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/accounts/constants'
import { loginPathFor, requiresSignIn } from '@/accounts/safe-redirect'

/**
 * Routes that need a sign-in send a visitor without session cookies straight to /login, with the
 * full path remembered, before anything renders. (A present but stale cookie is checked by the
 * page itself, which refreshes or sends the visitor to /login the same way.)
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!requiresSignIn(pathname)) return NextResponse.next()
  if (request.cookies.has(ACCESS_COOKIE) || request.cookies.has(REFRESH_COOKIE)) return NextResponse.next()
  return NextResponse.redirect(new URL(loginPathFor(pathname + search), request.url), 307)
}

export const config = { matcher: ['/profile/:path*', '/my-account/:path*', '/checkout/:path*'] }
