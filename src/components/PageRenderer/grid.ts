// Written out in full so Tailwind sees every class it must generate.
const spans: Record<number, string> = {
  1: 'md:col-span-1',
  2: 'md:col-span-2',
  3: 'md:col-span-3',
  4: 'md:col-span-4',
  5: 'md:col-span-5',
  6: 'md:col-span-6',
  7: 'md:col-span-7',
  8: 'md:col-span-8',
  9: 'md:col-span-9',
  10: 'md:col-span-10',
  11: 'md:col-span-11',
  12: 'md:col-span-12',
}
const starts: Record<number, string> = {
  0: '',
  1: 'md:col-start-2',
  2: 'md:col-start-3',
  3: 'md:col-start-4',
  4: 'md:col-start-5',
  5: 'md:col-start-6',
  6: 'md:col-start-7',
  7: 'md:col-start-8',
  8: 'md:col-start-9',
  9: 'md:col-start-10',
  10: 'md:col-start-11',
  11: 'md:col-start-12',
}

/** Classes placing a block of `width` columns after `offset` empty ones in the 12-column grid. */
export function columnClasses(width: number, offset = 0): string {
  const w = Math.min(12, Math.max(1, Math.round(width)))
  const o = Math.min(12 - w, Math.max(0, Math.round(offset)))
  return `col-span-12 ${spans[w]} ${starts[o]}`.trim()
}
