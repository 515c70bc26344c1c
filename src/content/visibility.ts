type WidgetStyle =
  { visible?: string | null; hidden_before?: string | null; hidden_after?: string | null } | null | undefined

/** The spec's widget visibility: hidden when the flag is '0', before hidden_before or after hidden_after. */
export function isWidgetVisible(style: WidgetStyle, now: Date): boolean {
  if (style?.visible === '0') return false
  if (style?.hidden_before && now < new Date(style.hidden_before)) return false
  if (style?.hidden_after && now > new Date(style.hidden_after)) return false
  return true
}

/** Whether visibility can change with time, so the browser must keep checking. */
export const isTimed = (style: WidgetStyle): boolean => Boolean(style?.hidden_before || style?.hidden_after)

type ListBlockTiming = { hidden?: boolean | null; start_time?: string | null; end_time?: string | null }

/** The spec's list blocks: hidden when marked so, before start_time or after end_time. */
export function isListBlockVisible(block: ListBlockTiming, now: Date): boolean {
  if (block.hidden) return false
  return isWidgetVisible({ hidden_before: block.start_time, hidden_after: block.end_time }, now)
}
