import { plainTextOfRichText } from '@/content/rich-text/plain-text'

/** The first words of a post's text, which name it in the back-office's list. */
export function summarise(rich: unknown): string {
  const text = plainTextOfRichText(rich)
  return text.length > 100 ? `${text.slice(0, 99)}…` : text
}
