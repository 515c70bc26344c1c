import type { Payload, PayloadRequest } from 'payload'

import { slugFromName } from '@/content/slug'

/**
 * The shop groups of a product's category paths (`Paintings > Originals`), found by address or
 * made: a path's first name is looked for anywhere in the shop's tree (the studio's own
 * "Originals" takes an import's "Originals"), each further name below the one before it.
 */
export async function groupsFor(payload: Payload, req: Partial<PayloadRequest>, paths: string[][]): Promise<number[]> {
  const ids: number[] = []
  for (const path of paths) {
    let parent: number | undefined
    for (const name of path) {
      const slug = slugFromName(name) || `group-${name.length}`
      const { docs } = await payload.find({
        collection: 'groups',
        where: {
          and: [
            { model: { equals: 'product' } },
            { slug: { equals: slug } },
            ...(parent === undefined ? [] : [{ parent: { equals: parent } }]),
          ],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const group =
        docs[0] ??
        (await payload.create({
          collection: 'groups',
          data: { model: 'product', slug, name: name.slice(0, 120), parent },
          overrideAccess: true,
          req,
        }))
      parent = group.id
    }
    if (parent !== undefined && !ids.includes(parent)) ids.push(parent)
  }
  return ids
}
