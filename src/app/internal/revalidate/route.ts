import { revalidateTag } from 'next/cache'

import { baseTag, isPageTag } from '@/lib/cache-tags'
import { invalidateTag } from '@/lib/memo-cache'
import { isRevalidationToken, processOrigin, REVALIDATE_HEADER } from '@/lib/revalidation'

/** Drops Next's cached pages and data under the given tags; only the site's own process may ask. */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ success: false, message: 'Not allowed.' }, { status: 403 })
  }
  const body = (await request.json().catch(() => null)) as { tags?: unknown; origin?: unknown } | null
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((t): t is string => typeof t === 'string' && isPageTag(t))
    : []
  if (!tags.length) return Response.json({ success: false, message: 'No known tags.' }, { status: 400 })
  // This process dropped its own data when it asked, naming what changed; a change from another
  // process (a script, a second worker) drops this one's data too, as changed in any way.
  const fromElsewhere = body?.origin !== processOrigin()
  for (const tag of tags) {
    if (fromElsewhere) invalidateTag(baseTag(tag))
    revalidateTag(tag, { expire: 0 })
  }
  return Response.json({ success: true, tags })
}
