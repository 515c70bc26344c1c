import type { Locator } from '@playwright/test'

/**
 * Where each letter of `text` is drawn inside `element`, left to right on the screen: for text
 * that reads left to right (a phone number, an English street) every letter is drawn to the right
 * of the one before it, whatever the direction of the page around it. Spaces are left out (a
 * space between two runs may be drawn on either side). Null when the text is not in the element.
 */
export function drawnLefts(element: Locator, text: string): Promise<number[] | null> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const places: { node: Text; offset: number }[] = []
    let all = ''
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let offset = 0; offset < node.data.length; offset++) places.push({ node, offset })
      all += node.data
    }
    const start = all.indexOf(wanted)
    if (start < 0) return null
    const lefts: number[] = []
    for (let i = start; i < start + wanted.length; i++) {
      if (/\s/.test(all[i])) continue
      const range = document.createRange()
      range.setStart(places[i].node, places[i].offset)
      range.setEnd(places[i].node, places[i].offset + 1)
      lefts.push(range.getBoundingClientRect().left)
    }
    return lefts
  }, text)
}

/** Whether every number is larger than the one before it. */
export const increasing = (values: number[] | null): boolean =>
  values !== null && values.length > 1 && values.every((value, i) => i === 0 || value > values[i - 1])
