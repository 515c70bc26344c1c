/**
 * What the account forms check in the browser before they send anything. The forms switch off the
 * browser's own error bubbles (`noValidate`: they speak the browser's language, not the page's,
 * and are not tied to the field for every screen reader) but keep the fields' constraints
 * (`required`, `type`, `minLength`, `pattern`, `max`), so the same rules are read from each field
 * and answered with the catalogue's words.
 */
export type Problem =
  { key: 'required' | 'email' | 'url' | 'code' | 'dateInFuture' | 'date' } | { key: 'tooShort'; min: number }

/** The parts of a form field the checks read; an `<input>` has them all. */
export type CheckedField = {
  name: string
  type: string
  value: string
  minLength: number
  disabled: boolean
  readOnly?: boolean
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch' | 'patternMismatch' | 'rangeOverflow' | 'badInput'>
}

/** The first thing wrong with a field's value, or null. */
export function fieldProblem(field: CheckedField): Problem | null {
  if (field.disabled || field.readOnly || !field.name || field.type === 'file') return null
  const { validity } = field
  if (validity.badInput) return { key: 'date' }
  if (validity.valueMissing) return { key: 'required' }
  if (validity.typeMismatch) return { key: field.type === 'url' ? 'url' : 'email' }
  // The browser marks a short value only after the visitor typed it, so the length is counted here.
  if (field.minLength > 0 && field.value.length > 0 && field.value.length < field.minLength)
    return { key: 'tooShort', min: field.minLength }
  // The only pattern these forms use is the 6-digit code.
  if (validity.patternMismatch) return { key: 'code' }
  if (validity.rangeOverflow) return { key: 'dateInFuture' }
  return null
}

/** Each named field of a form with what is wrong with it, in the form's order. */
export function formProblems(fields: Iterable<CheckedField>): [name: string, problem: Problem][] {
  const found: [string, Problem][] = []
  for (const field of fields) {
    const problem = fieldProblem(field)
    if (problem && !found.some(([name]) => name === field.name)) found.push([field.name, problem])
  }
  return found
}

/**
 * The server's issues split into those of a field the form shows (by the field's name, the first
 * issue of each) and the rest, which the form shows above its fields.
 */
export function splitIssues(
  issues: readonly { path: string; message: string }[] | undefined,
  shown: (name: string) => boolean,
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {}
  const rest: string[] = []
  for (const issue of issues ?? []) {
    if (issue.path && shown(issue.path)) fields[issue.path] ??= issue.message
    else rest.push(issue.message)
  }
  return { fields, rest }
}
