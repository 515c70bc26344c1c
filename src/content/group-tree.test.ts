import { describe, expect, it } from 'vitest'

import { nestedSet, type TreeNode, wouldCycle } from '@/content/group-tree'

const node = (id: number, parent: number | null, sort_order = 0, name = `g${id}`): TreeNode => ({
  id,
  parent,
  sort_order,
  name,
})

/** Every node's descendants are exactly the nodes its lft/rgt enclose. */
function expectConsistent(nodes: TreeNode[]) {
  const set = nestedSet(nodes)
  const numbers = [...set.values()].flatMap((p) => [p.lft, p.rgt]).sort((a, b) => a - b)
  expect(numbers).toEqual(Array.from({ length: nodes.length * 2 }, (_, i) => i + 1))
  for (const n of nodes) {
    const p = set.get(n.id)!
    expect(p.rgt).toBeGreaterThan(p.lft)
    if (n.parent !== null && set.has(n.parent)) {
      const q = set.get(n.parent)!
      if (q.lft < p.lft && q.rgt > p.rgt) expect(p.level).toBe(q.level + 1)
    }
  }
  return set
}

describe('nestedSet', () => {
  it('numbers a tree depth first, siblings in order', () => {
    const set = expectConsistent([node(1, null), node(2, 1, 2), node(3, 1, 1), node(4, 3)])
    expect(set.get(1)).toEqual({ root: 1, lft: 1, rgt: 8, level: 0 })
    expect(set.get(3)).toEqual({ root: 1, lft: 2, rgt: 5, level: 1 })
    expect(set.get(4)).toEqual({ root: 1, lft: 3, rgt: 4, level: 2 })
    expect(set.get(2)).toEqual({ root: 1, lft: 6, rgt: 7, level: 1 })
  })

  it('keeps several roots apart', () => {
    const set = expectConsistent([node(1, null, 0, 'b'), node(2, null, 0, 'a'), node(3, 1)])
    expect(set.get(2)).toMatchObject({ root: 2, lft: 1, rgt: 2 })
    expect(set.get(3)).toMatchObject({ root: 1, level: 1 })
  })

  it('treats a missing parent as no parent', () => {
    expect(expectConsistent([node(1, 99)]).get(1)).toMatchObject({ root: 1, level: 0 })
  })

  it('survives a loop in stored data', () => {
    const set = expectConsistent([node(1, 2), node(2, 1), node(3, null)])
    expect(set.size).toBe(3)
  })
})

describe('wouldCycle', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
  ])
  const parentOf = (id: number) => parents.get(id) ?? null

  it('spots a group placed under itself or a descendant', () => {
    expect(wouldCycle(1, 1, parentOf)).toBe(true)
    expect(wouldCycle(1, 3, parentOf)).toBe(true)
  })
  it('allows any other parent', () => {
    expect(wouldCycle(3, 1, parentOf)).toBe(false)
    expect(wouldCycle(2, null, parentOf)).toBe(false)
  })
})
