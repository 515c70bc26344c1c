/** A back-office label for a spec field name: `edit_date_of_birth` → `Edit date of birth`. */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/\babn\b/, 'ABN')
    .replace(/\bseo\b/, 'SEO')
    .replace(/\bid\b/, 'ID')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
