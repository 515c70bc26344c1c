import type { Payload } from 'payload'

import { GROUPS_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { relationId } from '@/lib/relation-id'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'
import type { Group } from '@/payload-types'

/** Where a group's items are listed on the site. */
function groupUrl(model: string, slug: string): string {
  if (model === 'product') return `/shop/${slug}`
  if (model === 'article') return `/blog/${slug}`
  return `/${slug}`
}

type ImageOptions = { aspect: Aspect; width: number }

/** The spec's Group defaults: images at 4x3, 300 wide. */
export const GROUP_IMAGE: ImageOptions = { aspect: '4x3', width: 300 }

function present(groups: Group[], image: ImageOptions) {
  const parentId = (g: Group) => relationId(g.parent)
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    slug: g.slug,
    url: groupUrl(g.model, g.slug),
    model: g.model,
    parent: parentId(g),
    root: g.root ?? g.id,
    lft: g.lft ?? 0,
    rgt: g.rgt ?? 0,
    level: g.level ?? 0,
    image: toImage(g.image, image),
    content: g.content ?? '',
    children: groups
      .filter((c) => parentId(c) === g.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        url: groupUrl(c.model, c.slug),
        image: toImage(c.image, image),
      })),
  }))
}
export type GroupView = ReturnType<typeof present>[number]

/** Every group of every model, in tree order (model, tree, lft). */
export function getGroups(payload: Payload, image: ImageOptions = GROUP_IMAGE): Promise<GroupView[]> {
  return memo(`groups:${image.aspect}:${image.width}`, [GROUPS_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'groups',
      depth: 1,
      limit: 0,
      pagination: false,
      sort: ['model', 'root', 'lft'],
      overrideAccess: true,
    })
    return present(docs, image)
  })
}
