import type account from '@/i18n/messages/en/account.json'
import type apiClient from '@/i18n/messages/en/apiClient.json'
import type cart from '@/i18n/messages/en/cart.json'
import type checkout from '@/i18n/messages/en/checkout.json'
import type errors from '@/i18n/messages/en/errors.json'
import type forms from '@/i18n/messages/en/forms.json'
import type mail from '@/i18n/messages/en/mail.json'
import type notFound from '@/i18n/messages/en/notFound.json'
import type offline from '@/i18n/messages/en/offline.json'
import type orders from '@/i18n/messages/en/orders.json'
import type shell from '@/i18n/messages/en/shell.json'
import type shop from '@/i18n/messages/en/shop.json'
import type stories from '@/i18n/messages/en/stories.json'
import type vouchers from '@/i18n/messages/en/vouchers.json'
import type widgets from '@/i18n/messages/en/widgets.json'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { NAMESPACES, type Namespace } from '@/i18n/namespaces'

/** The catalogue's shape, as English has it; every other language has the same keys. */
export type Messages = {
  account: typeof account
  apiClient: typeof apiClient
  cart: typeof cart
  errors: typeof errors
  forms: typeof forms
  mail: typeof mail
  notFound: typeof notFound
  offline: typeof offline
  orders: typeof orders
  checkout: typeof checkout
  shell: typeof shell
  shop: typeof shop
  stories: typeof stories
  vouchers: typeof vouchers
  widgets: typeof widgets
}

/** A message is a string, or in the site's build an array: the same message compiled (see next.config.ts). */
type Message = string | unknown[]
type Tree = { [key: string]: Message | Tree }

const isTree = (value: Message | Tree | undefined): value is Tree => typeof value === 'object' && !Array.isArray(value)

/** `messages` with every key it lacks taken from `fallback`. */
function withFallback(messages: Tree, fallback: Tree): Tree {
  const merged: Tree = { ...fallback }
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key]
    merged[key] = isTree(value) && isTree(base) ? withFallback(value, base) : value
  }
  return merged
}

async function readNamespace(locale: Locale, namespace: Namespace): Promise<Tree> {
  // A relative template import: the bundlers (Next, esbuild, Vite) each include every catalogue file.
  return (await import(`./messages/${locale}/${namespace}.json`)).default as Tree
}

const loaded = new Map<Locale, Promise<Messages>>()

/**
 * One language's whole catalogue, read once per process. The catalogue test keeps every language
 * complete; should a message or a file still be missing, the page shows the English one rather
 * than fail.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = Promise.all(
      NAMESPACES.map(async (namespace) => {
        const english = await readNamespace(DEFAULT_LOCALE, namespace)
        if (locale === DEFAULT_LOCALE) return [namespace, english] as const
        const own = await readNamespace(locale, namespace).catch(() => ({}))
        return [namespace, withFallback(own, english)] as const
      }),
    ).then((parts) => Object.fromEntries(parts) as Messages)
    loaded.set(locale, messages)
  }
  return messages
}

/** The parts of a catalogue a screen's client parts use. */
export const pickMessages = (messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> =>
  Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
