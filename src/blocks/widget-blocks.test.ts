import { describe, expect, it } from 'vitest'

import { widgetBlocks } from '@/blocks/widget-blocks'
import { widgetKinds } from '@/blocks/widget-kinds'

describe('widget blocks', () => {
  // Each block's config names its own slug; stored widgets are matched to it by that name.
  it('are the kinds of the one list, in its order, each under its own name', () => {
    expect(widgetBlocks.map((block) => block.slug)).toEqual([...widgetKinds])
  })
})
