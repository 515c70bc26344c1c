'use client'

import { CheckboxField, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

/**
 * "One of a kind" on a new SKU: ticked while its stock is 1 (a painting), unticked again when
 * the stock grows (an edition of prints), until she ticks or unticks it herself. A saved SKU is
 * left as it is.
 */
export const OriginalFollowsStock: CheckboxFieldClientComponent = (props) => {
  const { value, setValue } = useField<boolean>({ path: props.path })
  const stock = useFormFields(([fields]) => fields.stock?.value)
  const { id } = useDocumentInfo()
  // What the stock last made of the box: while the box still holds it, it follows the stock.
  const made = useRef<boolean | null>(null)
  useEffect(() => {
    if (id != null || typeof stock !== 'number') return
    if (made.current !== null && Boolean(value) !== made.current) return
    const next = stock === 1
    made.current = next
    if (next !== Boolean(value)) setValue(next)
  }, [id, stock, value, setValue])
  return <CheckboxField {...props} />
}
