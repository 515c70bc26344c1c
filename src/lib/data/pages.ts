import 'server-only'

import { findRedirect, getPublishedPage } from '@/content/pages'
import { getPayloadClient } from '@/lib/payload'

export async function getPage(slug: string) {
  return getPublishedPage(await getPayloadClient(), slug)
}

export async function getRedirect(path: string) {
  return findRedirect(await getPayloadClient(), path)
}
