import { getPayloadPopulateFn } from '@payloadcms/richtext-lexical'
import {
  convertLexicalToHTMLAsync,
  defaultHTMLConvertersAsync,
  type HTMLConvertersAsync,
  LinkHTMLConverterAsync,
} from '@payloadcms/richtext-lexical/html-async'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { PayloadRequest } from 'payload'

import { documentPath } from '@/content/document-path'
import { cleanHtml } from '@/content/rich-text/clean-html'
import { studioImageHtml } from '@/content/rich-text/studio-image-html'

type Linked = { slug?: string | null } | null | undefined

const converters: HTMLConvertersAsync = {
  ...defaultHTMLConvertersAsync,
  ...LinkHTMLConverterAsync({
    internalDocToHref: async ({ linkNode, populate }) => {
      const { relationTo, value } = linkNode.fields.doc ?? {}
      if (!relationTo || value == null) return '#'
      const doc = typeof value === 'object' ? value : await populate?.({ collectionSlug: relationTo, id: value })
      const slug = (doc as Linked)?.slug
      return slug ? documentPath(relationTo, slug) : '#'
    },
  }),
  upload: async ({ node, populate }) => {
    const { value, relationTo } = node as unknown as { value: unknown; relationTo: string }
    const doc =
      typeof value === 'object' ? value : await populate?.({ collectionSlug: relationTo, id: value as number })
    return studioImageHtml(doc as Parameters<typeof studioImageHtml>[0])
  },
}

const hasContent = (html: string) => /<img\b/.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== ''

/**
 * Rich text as the HTML the pages and the v1 API show: converted on the server when it is saved,
 * then cleaned (see clean-html.ts). A text with nothing in it is the empty string.
 */
export async function renderRichText(state: SerializedEditorState | null | undefined, req: PayloadRequest) {
  if (!state?.root?.children?.length) return ''
  const populate = await getPayloadPopulateFn({ currentDepth: 0, depth: 1, req })
  const html = cleanHtml(await convertLexicalToHTMLAsync({ data: state, converters, populate, disableContainer: true }))
  return hasContent(html) ? html : ''
}
