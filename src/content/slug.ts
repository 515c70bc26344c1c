import { z } from 'zod'

/** The longest address part the site takes, for every kind of item. */
export const SLUG_MAX_LENGTH = 160

/** An address part the artist types: lower-case words joined by dashes (`the-coast`). */
export const slugSchema = z
  .string({ error: 'Use lower-case letters, digits and dashes.' })
  .max(SLUG_MAX_LENGTH, `An address part has at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.')

/** A page's address part, which may also join words by underscores (the spec's `/demo_asdf`). */
export const pageSlugSchema = z
  .string({ error: 'Use lower-case letters, digits, dashes and underscores.' })
  .max(SLUG_MAX_LENGTH, `An address part has at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Use lower-case letters, digits, dashes and underscores.')

/**
 * A name as an address part `slugSchema` takes: accents dropped (`Café` → `cafe`), every run of
 * other characters one dash, at most SLUG_MAX_LENGTH characters. Empty when nothing is left
 * (a name written only in another script): the artist then types one.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '')
}
