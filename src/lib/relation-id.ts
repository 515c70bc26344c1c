/** The id of a relationship value, whether Payload returned it populated (an object) or as a bare id. */
export function relationId(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return id === undefined || id === null ? null : Number(id)
  }
  return Number(value)
}

/** The distinct ids of relationship values, populated or bare, leaving out the empty ones. */
export const idsOf = (values: unknown[]): number[] => [
  ...new Set(values.map(relationId).filter((id): id is number => id != null)),
]
