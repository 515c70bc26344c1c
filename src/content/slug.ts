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
