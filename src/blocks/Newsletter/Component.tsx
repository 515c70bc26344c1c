import { ClientMessages } from '@/components/ClientMessages'
import { NewsletterSignup } from '@/components/page-parts.client'
import { relationId } from '@/lib/relation-id'
import type { NewsletterWidget } from '@/payload-types'

/** The newsletter's sign-up, and on the newsletter page the confirmation and unsubscribe links' landing. */
export function NewsletterComponent({ widget }: { widget: NewsletterWidget }) {
  return (
    <ClientMessages namespaces={['forms', 'account']}>
      <NewsletterSignup group={relationId(widget.group)} />
    </ClientMessages>
  )
}
