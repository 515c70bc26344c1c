import type { Refusal } from '@/lib/domain-error'

export type Variation = { name: string; options: string[] }
export type OptionChoice = { name: string; value: string }

const norm = (s: string) => s.trim().toLowerCase()

/**
 * The key of one combination of options, the same whatever order or case they come in: a SKU
 * stores it, and a customer's choice is looked up by it.
 */
export function optionKey(choices: OptionChoice[]): string {
  return choices
    .map((c) => `${norm(c.name)}=${norm(c.value)}`)
    .sort()
    .join('|')
}

/** A label for people: `Size A3 · Frame Oak`. */
export const optionsLabel = (choices: OptionChoice[]) => choices.map((c) => `${c.name} ${c.value}`).join(' · ')

/**
 * Why these options cannot be a SKU of a product with these variations, or null when they can:
 * one value for every variation, each among that variation's options, nothing else.
 */
export function optionMismatch(variations: Variation[], choices: OptionChoice[]): Refusal | null {
  const byName = new Map(variations.map((v) => [norm(v.name), v]))
  const seen = new Set<string>()
  for (const choice of choices) {
    const variation = byName.get(norm(choice.name))
    if (!variation) return { code: 'option_unknown', params: { name: choice.name } }
    if (seen.has(norm(choice.name))) return { code: 'option_given_twice', params: { name: choice.name } }
    seen.add(norm(choice.name))
    if (!variation.options.some((o) => norm(o) === norm(choice.value))) {
      return { code: 'option_value_unknown', params: { name: variation.name, value: choice.value } }
    }
  }
  const missing = variations.find((v) => !seen.has(norm(v.name)))
  return missing ? { code: 'option_missing', params: { name: missing.name } } : null
}

/** Whether the choice names a value for every variation (a customer still choosing has not). */
export const isCompleteChoice = (variations: Variation[], choices: OptionChoice[]) =>
  variations.every((v) => choices.some((c) => norm(c.name) === norm(v.name) && c.value.trim() !== ''))
