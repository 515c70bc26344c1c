import { headers } from 'next/headers'

import { NotFound } from '@/components/NotFound'
import { REQUEST_PATH_HEADER } from '@/lib/request-path'

export const metadata = { title: 'Page not found' }

/** A missing top-level page points to the menu; a missing item deeper in a section points home. */
export default async function SiteNotFound() {
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '/'
  const depth = path.split('/').filter(Boolean).length
  return <NotFound variant={depth > 1 ? 'home' : 'menu'} />
}
