import type { AddonType } from '@/collections/Addons'
import type { Refusal } from '@/lib/domain-error'

import { toCents } from '@/commerce/money'

export type AddonDefinition = {
  id: number
  name: string
  type: AddonType
  price?: number | null
  options?: { label: string; price?: number | null }[] | null
  min_qty?: number | null
  max_qty?: number | null
  max_length?: number | null
}
export type AddonValue = { id: number; value: string | number | boolean | null }
/** An addon as chosen for a cart line: its value and what it adds to each unit, in cents. */
export type ChosenAddon = {
  id: number
  name: string
  type: AddonType
  value: string | number
  label: string
  cents: number
}

type Result = { ok: true; chosen: ChosenAddon[] } | { ok: false; refusal: Refusal }

const isTicked = (v: AddonValue['value']) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on'

/**
 * Checks a customer's addon values against what the product offers and prices them. An addon
 * left empty (unticked, no option, quantity 0, no text) is not chosen; a value outside the
 * addon's rules is refused with its reason rather than adjusted.
 */
export function resolveAddons(offered: AddonDefinition[], values: AddonValue[]): Result {
  const byId = new Map(offered.map((a) => [a.id, a]))
  const chosen: ChosenAddon[] = []
  const seen = new Set<number>()
  for (const { id, value } of values) {
    const addon = byId.get(id)
    if (!addon) return { ok: false, refusal: { code: 'addon_not_offered' } }
    if (seen.has(id)) return { ok: false, refusal: { code: 'addon_given_twice', params: { name: addon.name } } }
    seen.add(id)
    const picked = pick(addon, value)
    if (picked && 'code' in picked) return { ok: false, refusal: picked }
    if (picked) chosen.push(picked)
  }
  for (const addon of offered) {
    if (addon.type === 'Qty' && (addon.min_qty ?? 0) > 0 && !seen.has(addon.id)) {
      return {
        ok: false,
        refusal: { code: 'addon_qty_required', params: { name: addon.name, min: addon.min_qty ?? 0 } },
      }
    }
  }
  return { ok: true, chosen: chosen.sort((a, b) => a.id - b.id) }
}

/** What a chosen addon says on a cart line: its name, with the option, number or text chosen. */
export function chosenLabel(name: string, type: AddonType, value: string | number): string {
  if (type === 'Checkbox') return name
  return type === 'Qty' ? `${name} × ${value}` : `${name}: ${value}`
}

function pick(addon: AddonDefinition, value: AddonValue['value']): ChosenAddon | null | Refusal {
  const base = { id: addon.id, name: addon.name, type: addon.type }
  switch (addon.type) {
    case 'Checkbox':
      return isTicked(value)
        ? { ...base, value: 1, label: chosenLabel(addon.name, 'Checkbox', 1), cents: toCents(addon.price) }
        : null
    case 'Dropdown': {
      if (value === null || value === '') return null
      const option = (addon.options ?? []).find(
        (o) => o.label.trim().toLowerCase() === String(value).trim().toLowerCase(),
      )
      if (!option) return { code: 'addon_choice_unknown', params: { name: addon.name, value: String(value) } }
      const label = chosenLabel(addon.name, 'Dropdown', option.label)
      return { ...base, value: option.label, label, cents: toCents(option.price) }
    }
    case 'Qty': {
      const qty = value === null || value === '' ? 0 : Number(value)
      const min = addon.min_qty ?? 0
      const max = addon.max_qty ?? 999
      if (!Number.isInteger(qty) || qty < min || qty > max)
        return { code: 'addon_qty_out_of_range', params: { name: addon.name, min, max } }
      return qty === 0
        ? null
        : { ...base, value: qty, label: chosenLabel(addon.name, 'Qty', qty), cents: toCents(addon.price) * qty }
    }
    case 'Text': {
      const text = value === null ? '' : String(value).trim()
      if (text.length > (addon.max_length ?? 120))
        return { code: 'addon_text_too_long', params: { name: addon.name, max: addon.max_length ?? 120 } }
      return text
        ? { ...base, value: text, label: chosenLabel(addon.name, 'Text', text), cents: toCents(addon.price) }
        : null
    }
  }
}

/** The key of a set of chosen addons: the same choice always gives the same cart line. */
export const addonsKey = (chosen: Pick<ChosenAddon, 'id' | 'value'>[]) =>
  chosen
    .map((a) => `${a.id}:${String(a.value).toLowerCase()}`)
    .sort()
    .join(',')
