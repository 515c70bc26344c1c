/**
 * `lang="en"` for a text of the artist's shown in English on a page in another language (she has
 * not translated it yet), so that screen readers and search engines read it as English; nothing
 * for a translated text, which is in the page's language.
 */
export const langOf = (inEnglish: readonly string[] | undefined, field: string): 'en' | undefined =>
  inEnglish?.includes(field) ? 'en' : undefined
