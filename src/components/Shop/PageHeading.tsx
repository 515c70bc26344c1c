import type { ReactNode } from 'react'

/** The heading band of the shop's own pages: eyebrow or breadcrumb, title and an optional line. */
export function PageHeading({
  top,
  title,
  titleLang,
  intro,
}: {
  top?: ReactNode
  title: string
  /** `en` when the title is the artist's English, not yet translated into the page's language. */
  titleLang?: string
  intro?: ReactNode
}) {
  return (
    <header className="container-page space-y-4 pt-10 pb-8 sm:pt-14">
      {top}
      <h1 className="text-4xl sm:text-5xl" lang={titleLang}>
        {title}
      </h1>
      {intro ? <div className="max-w-2xl text-lg text-soft">{intro}</div> : null}
    </header>
  )
}
