'use client'

import { useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'

import { documentPath } from '@/content/document-path'
import { isPreviewable, previewPath } from '@/studio/preview-path'

/** "View on site" beside a published document; its draft is seen in the live preview. */
export function ViewOnSite() {
  const { collectionSlug, hasPublishedDoc, id } = useDocumentInfo()
  const locale = useLocale()
  // Episodes are addressed by `url`, everything else by `slug`.
  const slug = useFormFields(([fields]) => (fields.slug ?? fields.url)?.initialValue)
  if (!collectionSlug || !id) return null
  return (
    <div className="studio-view-on-site">
      {hasPublishedDoc && typeof slug === 'string' && slug ? (
        <a href={documentPath(collectionSlug, slug)} target="_blank" rel="noopener" data-testid="view-on-site">
          View on site ↗
        </a>
      ) : (
        <p>Not on the site yet: it appears once published.</p>
      )}
      {isPreviewable(collectionSlug) ? (
        <a
          href={previewPath(collectionSlug, id, locale?.code)}
          target="_blank"
          rel="noopener"
          data-testid="open-preview"
        >
          Open the preview in a new tab ↗
        </a>
      ) : null}
    </div>
  )
}
