import type { EmailFieldValidation } from 'payload'

import { isEmailAddress } from '@/lib/email-address'

/**
 * Payload's e-mail fields checked by the site's one address rule (src/lib/email-address.ts) instead
 * of Payload's own, which refuses internationalised addresses the forms and the API accept: an
 * address the site takes in is one the database takes too, never a 500 after the captcha is spent.
 */
export const validateEmail: EmailFieldValidation = (value, { req, required }) => {
  const message = () => req?.t?.('validation:emailAddress') ?? 'Please enter a valid email address.'
  if (value === null || value === undefined || value === '') return required ? message() : true
  return (typeof value === 'string' && isEmailAddress(value)) || message()
}
