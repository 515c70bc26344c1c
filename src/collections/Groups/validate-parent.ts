import type { Validate } from 'payload'

import { wouldCycle } from '@/content/group-tree'
import { relationId } from '@/lib/relation-id'

/** A group's parent holds the same kind of items and is not the group itself or one of its subgroups. */
export const validateParent: Validate = async (value, { data, id, req }) => {
  const parentId = relationId(value)
  if (parentId === null) return true
  const parent = await req.payload
    .findByID({ collection: 'groups', id: parentId, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!parent) return 'The parent group does not exist.'
  const model = (data as { model?: string })?.model
  if (model && parent.model !== model) return 'The parent group must hold the same kind of items.'
  if (id === undefined || id === null) return true
  const { docs } = await req.payload.find({
    collection: 'groups',
    where: { model: { equals: parent.model } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const parents = new Map(docs.map((g) => [g.id, relationId(g.parent)]))
  if (wouldCycle(Number(id), parentId, (g) => parents.get(g) ?? null)) {
    return 'A group cannot sit inside itself or one of its own subgroups.'
  }
  return true
}
