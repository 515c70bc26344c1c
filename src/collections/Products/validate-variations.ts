type Variation = { name?: string | null; options?: { value?: string | null }[] | null }

/**
 * Variation names are unique in a product, and so are the options of each. A translation may
 * leave a name or value empty (it is then shown in English), so empty ones are not compared.
 */
export function validateVariations(value: unknown): true | string {
  const variations = (Array.isArray(value) ? value : []) as Variation[]
  const names = new Set<string>()
  for (const variation of variations) {
    const name = (variation.name ?? '').trim().toLowerCase()
    if (name && names.has(name)) return `"${variation.name}" is there twice; each option needs its own name.`
    names.add(name)
    const values = new Set<string>()
    for (const option of variation.options ?? []) {
      const v = (option.value ?? '').trim().toLowerCase()
      if (v && values.has(v)) return `"${option.value}" is listed twice under "${variation.name}".`
      values.add(v)
    }
  }
  return true
}
