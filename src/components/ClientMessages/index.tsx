import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickMessages, type Messages } from '@/i18n/messages'
import type { Namespace } from '@/i18n/namespaces'

/**
 * Hands the client parts below it the catalogue parts they use, in the page's language, and the
 * words for the API client's own errors: the browser receives those messages and no others (the
 * layout gives the shell's to the header and footer).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[]
  children: ReactNode
}) {
  const messages = (await getMessages()) as Messages
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...namespaces, 'apiClient'])}>
      {children}
    </NextIntlClientProvider>
  )
}
