import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { GROUPS_CHANGE } from '@/commerce/catalogue-changes'
import { nestedSet } from '@/content/group-tree'
import { CONTENT_TAG, GROUPS_TAG } from '@/lib/cache-tags'
import { relationId } from '@/lib/relation-id'
import { revalidateTags } from '@/lib/revalidation'

/** Recomputes root, lft, rgt and level of one model's tree, writing only what changed. */
async function rebuildTree(req: PayloadRequest, model: string): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'groups',
    where: { model: { equals: model } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const positions = nestedSet(
    docs.map((g) => ({ id: g.id, parent: relationId(g.parent), sort_order: g.sort_order ?? 0, name: g.name })),
  )
  for (const group of docs) {
    const p = positions.get(group.id)
    if (!p || (group.root === p.root && group.lft === p.lft && group.rgt === p.rgt && group.level === p.level)) continue
    await req.payload.update({
      collection: 'groups',
      id: group.id,
      data: p,
      depth: 0,
      overrideAccess: true,
      context: { treeMaintenance: true },
      req,
    })
  }
  // The shop's catalogue reads its product groups again (the tree may have been renumbered).
  await revalidateTags([GROUPS_TAG, CONTENT_TAG], req, [GROUPS_CHANGE])
}

export const maintainTreeAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.treeMaintenance) return doc
  await rebuildTree(req, doc.model)
  if (previousDoc?.model && previousDoc.model !== doc.model) await rebuildTree(req, previousDoc.model)
  return doc
}

export const maintainTreeAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await rebuildTree(req, doc.model)
  return doc
}
