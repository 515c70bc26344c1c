/**
 * What a customer chose at the checkout, kept in the browser so that neither a trip to the payment
 * page and back nor her next visit makes her choose again: the address and shipping she used last
 * (per account, on this device), and for this tab the note, the newsletter box and the promotion
 * code she entered.
 */
export type CheckoutChoices = { address: number | null; shipping: number | string | null }
export type CheckoutDraft = { note: string; marketing: boolean; code: string }

const choicesKey = (userId: number | string) => `atelier.checkout.${userId}`
const draftKey = (userId: number | string) => `atelier.checkoutDraft.${userId}`

function read<T>(storage: Storage, key: string): Partial<T> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null')
    return value && typeof value === 'object' ? (value as Partial<T>) : {}
  } catch {
    return {}
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (a private window): the checkout still works, it only forgets.
  }
}

export const recallChoices = (userId: number | string) => read<CheckoutChoices>(localStorage, choicesKey(userId))
export const rememberChoices = (userId: number | string, choices: CheckoutChoices) =>
  write(localStorage, choicesKey(userId), choices)

export const recallDraft = (userId: number | string) => read<CheckoutDraft>(sessionStorage, draftKey(userId))
export const rememberDraft = (userId: number | string, draft: CheckoutDraft) =>
  write(sessionStorage, draftKey(userId), draft)
/** After an order is paid its note and code are done with (whoever's tab this is). */
export function forgetDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(draftKey(''))) sessionStorage.removeItem(key)
}

/**
 * The address the checkout starts with: the one a link names, else the one she used last, else
 * her only one; with several and none used yet, she chooses.
 */
export function startingAddress(
  addresses: { id: number | string }[],
  { linked, remembered }: { linked: number | null; remembered: number | null | undefined },
): number | null {
  const ids = addresses.map((a) => Number(a.id))
  if (linked !== null && ids.includes(linked)) return linked
  if (remembered != null && ids.includes(Number(remembered))) return Number(remembered)
  return ids.length === 1 ? ids[0] : null
}

/** The shipping the checkout starts with for the chosen address: the one she used last, where it is offered. */
export function startingShipping(
  options: { shipping_type_id: number | string }[],
  remembered: number | string | null | undefined,
): number | string | null {
  if (remembered == null) return null
  return options.find((o) => String(o.shipping_type_id) === String(remembered))?.shipping_type_id ?? null
}
