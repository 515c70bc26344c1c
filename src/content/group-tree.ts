export type TreeNode = { id: number; parent: number | null; sort_order: number; name: string }
export type TreePosition = { root: number; lft: number; rgt: number; level: number }

/**
 * Nested-set numbers for a forest: each group's lft and rgt enclose exactly its descendants,
 * siblings in sort order, then by name. A parent that is missing or outside the set makes its
 * child a root; a parent chain that loops is cut where it closes.
 */
export function nestedSet(nodes: TreeNode[]): Map<number, TreePosition> {
  const ids = new Set(nodes.map((n) => n.id))
  const children = new Map<number | null, TreeNode[]>()
  for (const node of nodes) {
    const parent = node.parent !== null && ids.has(node.parent) && node.parent !== node.id ? node.parent : null
    children.set(parent, [...(children.get(parent) ?? []), node])
  }
  const order = (a: TreeNode, b: TreeNode) => a.sort_order - b.sort_order || a.name.localeCompare(b.name) || a.id - b.id
  const positions = new Map<number, TreePosition>()
  let counter = 1
  const visit = (node: TreeNode, root: number, level: number) => {
    if (positions.has(node.id)) return
    const position = { root, lft: counter++, rgt: 0, level }
    positions.set(node.id, position)
    for (const child of (children.get(node.id) ?? []).sort(order)) visit(child, root, level + 1)
    position.rgt = counter++
  }
  for (const root of (children.get(null) ?? []).sort(order)) visit(root, root.id, 0)
  // Groups caught in a loop never hang from a root: each becomes a root of its own.
  for (const node of [...nodes].sort(order)) if (!positions.has(node.id)) visit(node, node.id, 0)
  return positions
}

/** Whether making `parent` the parent of `id` would put a group inside itself. */
export function wouldCycle(id: number, parent: number | null, parentOf: (id: number) => number | null): boolean {
  const seen = new Set<number>()
  for (let current = parent; current !== null; current = parentOf(current)) {
    if (current === id) return true
    if (seen.has(current)) return false
    seen.add(current)
  }
  return false
}
