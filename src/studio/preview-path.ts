/** What the studio can preview: the documents with drafts whose page the preview route draws. */
export const PREVIEWABLE = ['pages', 'products', 'articles', 'podcast-episodes'] as const
export type Previewable = (typeof PREVIEWABLE)[number]

export const isPreviewable = (collection: string): collection is Previewable =>
  (PREVIEWABLE as readonly string[]).includes(collection)

/** The studio's preview of a document's latest version (`src/app/(site)/[locale]/preview`). */
export const previewPath = (collection: string, id: number | string) => `/preview/${collection}/${id}`
