'use client'

import { TextField, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

import { slugFromName } from '@/content/slug'

/**
 * The address field of a new product: it follows the name as she types it, until she writes one
 * of her own. A saved product keeps its address whatever its name becomes (links to it stay good).
 */
export const SlugFromName: TextFieldClientComponent = (props) => {
  const { value, setValue } = useField<string>({ path: props.path })
  const name = useFormFields(([fields]) => fields.name?.value)
  const { id } = useDocumentInfo()
  // The address last made from the name: while the field still holds it, it follows the name.
  const made = useRef<string | null>(null)
  useEffect(() => {
    if (id != null || typeof name !== 'string') return
    if (value && value !== made.current) return
    const next = slugFromName(name)
    made.current = next
    if (next !== value) setValue(next)
  }, [id, name, value, setValue])
  return <TextField {...props} />
}
