/** The studio's preview of a page's or product's latest version (`src/app/(site)/[locale]/preview`). */
export const previewPath = (collection: string, id: number | string) => `/preview/${collection}/${id}`
