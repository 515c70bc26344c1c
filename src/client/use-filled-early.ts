'use client'

import { useEffect, useSyncExternalStore, type RefObject } from 'react'

type Filled = Record<string, string | boolean>

const noChanges = () => () => {}

/** The fields of a form a visitor has changed from how the page drew them, by name: text, a box, a choice. */
function filledEarly(form: HTMLFormElement): Filled {
  const filled: Filled = {}
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.name) {
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) filled[field.name] = field.checked
      } else if (field.type === 'radio') {
        if (field.checked && !field.defaultChecked) filled[field.name] = field.value
      } else if (field.value !== field.defaultValue) filled[field.name] = field.value
    } else if (field instanceof HTMLTextAreaElement && field.name) {
      if (field.value !== field.defaultValue) filled[field.name] = field.value
    } else if (field instanceof HTMLSelectElement && field.name) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected))
        filled[field.name] = field.value
    }
  }
  return filled
}

/**
 * False until a form's script runs, then true; at that moment it hands `take` what the visitor
 * typed, ticked or chose before. The page arrives as HTML, so a quick visitor on a slow phone may
 * start before the script: those answers are in the fields but not in the form's state, and the
 * form would send without them. Until it is ready, a form keeps its button from sending, since the
 * browser would send the answers itself, into the page's address.
 */
export function useFilledEarly(form: RefObject<HTMLFormElement | null>, take: (filled: Filled) => void): boolean {
  useEffect(() => {
    const filled = form.current ? filledEarly(form.current) : {}
    if (Object.keys(filled).length) take(filled)
    // Once, when the script first runs: what is typed afterwards reaches the state as it is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // False in the page as drawn on the server and while the browser takes it over; true after.
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
