import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { studioFeatures } from '@/fields/studio-editor'
import type { Faq } from '@/payload-types'

/** Rich text as the database keeps it. */
export type RichText = Faq['content_rich']

let editorConfig: ReturnType<typeof editorConfigFactory.fromFeatures> | undefined

/**
 * HTML as the editor's rich text: for content written as HTML before the editor existed, and for
 * the demo's own texts. jsdom parses it, so it is loaded only when there is something to convert.
 */
export async function richTextFromHtml(payload: Payload, html: string): Promise<RichText> {
  const { JSDOM } = await import('jsdom')
  editorConfig ??= editorConfigFactory.fromFeatures({ config: payload.config, features: studioFeatures })
  return convertHTMLToLexical({ editorConfig: await editorConfig, html, JSDOM }) as RichText
}
