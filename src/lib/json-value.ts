/** An object read from stored JSON (a block, a row, a value per language). */
export type JsonObject = Record<string, unknown>

export const isJsonObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object'

/** The value at a dotted `path` (`button.text`) of `value`, or undefined where the path does not lead. */
export const valueAt = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((inner, key) => (isJsonObject(inner) ? inner[key] : undefined), value)
