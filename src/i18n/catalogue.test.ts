import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { FIXED_MESSAGES } from '@/i18n/fixed-messages'
import { DEFAULT_LOCALE, LOCALES, textDirection } from '@/i18n/locales'
import { NAMESPACES } from '@/i18n/namespaces'

type Tree = { [key: string]: string | Tree }

const MESSAGES = path.resolve('src/i18n/messages')
const read = (locale: string, namespace: string): Tree =>
  JSON.parse(readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), 'utf8')) as Tree

/** Every message of a namespace file by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [inner, text] of flatten(value, name)) out.set(inner, text)
  }
  return out
}

/** The arguments a message uses (`{name}`, `{count, plural, …}`, `<link>`), with their kinds. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      into.add(element.value)
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`)
      argumentsOf(element.children, into)
    }
  }
  return into
}

/** Plural messages whose options miss a category the language distinguishes (Arabic has six). */
function missingPluralCategories(elements: MessageFormatElement[], locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  const missing: string[] = []
  for (const element of elements) {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
      for (const category of categories)
        if (!(category in element.options)) missing.push(`${element.value}:${category}`)
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options))
        missing.push(...missingPluralCategories(option.value, locale))
    }
    if (element.type === TYPE.tag) missing.push(...missingPluralCategories(element.children, locale))
  }
  return missing
}

/** First-strong isolate and its end (UAX #9): a value inside keeps its own direction. */
const FSI = '\u2068'
const PDI = '\u2069'

/** The values (`{reference}`, `{amount, number}`, `{date, date}`) a message does not isolate from the text around it. */
function unisolated(text: string, elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    const value = [TYPE.argument, TYPE.number, TYPE.date, TYPE.time] as TYPE[]
    if (value.includes(element.type) && element.location) {
      const { start, end } = element.location
      if (text[start.offset - 1] !== FSI || text[end.offset] !== PDI) into.push(text.slice(start.offset, end.offset))
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) unisolated(text, option.value, into)
    } else if (element.type === TYPE.tag) unisolated(text, element.children, into)
  }
  return into
}

const english = new Map(NAMESPACES.map((namespace) => [namespace, flatten(read(DEFAULT_LOCALE, namespace))]))

describe('the message catalogue', () => {
  it('has every namespace in English, each message a valid ICU message', () => {
    for (const [namespace, messages] of english) {
      for (const [key, text] of messages) expect(() => parse(text), `${namespace}.${key}`).not.toThrow()
    }
  })

  describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s', (locale) => {
    it('has every namespace file', () => {
      for (const namespace of NAMESPACES) {
        expect(existsSync(path.join(MESSAGES, locale, `${namespace}.json`)), namespace).toBe(true)
      }
    })

    it('is translated: at most 3% of its messages read as English does (names, codes and loanwords)', () => {
      const fixed = new Set<string>(FIXED_MESSAGES)
      let messages = 0
      const copies: string[] = []
      for (const namespace of NAMESPACES) {
        const file = path.join(MESSAGES, locale, `${namespace}.json`)
        if (!existsSync(file)) continue
        const own = flatten(read(locale, namespace))
        for (const [key, text] of english.get(namespace)!) {
          messages++
          // Placeholders alone (`{label}: {url}`) and the messages the spec fixes in English are the same everywhere.
          const words = text.replace(/\{[^}]*\}|<[^>]*>|[^\p{L}]/gu, '')
          if (words && !fixed.has(`${namespace}.${key}`) && own.get(key) === text) copies.push(`${namespace}.${key}`)
        }
      }
      expect(copies.length / messages, copies.join(', ')).toBeLessThanOrEqual(0.03)
    })

    it.each(NAMESPACES)('%s: the same keys as English, the same arguments, every plural category', (namespace) => {
      const file = path.join(MESSAGES, locale, `${namespace}.json`)
      if (!existsSync(file)) return expect.fail(`${file} is missing`)
      const reference = english.get(namespace)!
      const messages = flatten(read(locale, namespace))
      expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort())
      for (const [key, text] of messages) {
        const name = `${locale}/${namespace}.${key}`
        let elements: MessageFormatElement[] = []
        expect(() => (elements = parse(text)), name).not.toThrow()
        expect([...argumentsOf(elements)].sort(), name).toEqual([...argumentsOf(parse(reference.get(key)!))].sort())
        expect(missingPluralCategories(elements, locale), name).toEqual([])
        expect(text.trim(), name).not.toBe('')
      }
    })

    // A reference, an address, a code or a price keeps its own order of digits and letters in
    // right-to-left text ("+61 8 9335 0142", not "0142 9335 8 61+").
    it.runIf(textDirection(locale) === 'rtl').each(NAMESPACES)(
      '%s: every value is isolated from the text',
      (namespace) => {
        for (const [key, text] of flatten(read(locale, namespace))) {
          expect(unisolated(text, parse(text, { captureLocation: true })), `${locale}/${namespace}.${key}`).toEqual([])
        }
      },
    )
  })
})
