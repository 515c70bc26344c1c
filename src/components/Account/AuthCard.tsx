import type { ReactNode } from 'react'

/** The frame of every account screen: a heading and one card, centred. */
export function AuthCard({
  eyebrow,
  title,
  intro,
  children,
  wide = false,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  return (
    <section className="container-page py-12 sm:py-20">
      <div className={`mx-auto ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-3 text-ink-soft dark:text-mist/75">{intro}</div> : null}
        <div className="mt-8 rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm sm:p-8 dark:border-mist/10 dark:bg-night-raised/70">
          {children}
        </div>
      </div>
    </section>
  )
}
