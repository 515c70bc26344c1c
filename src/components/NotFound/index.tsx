'use client'

import Link from 'next/link'

/**
 * The spec's two not-found screens: `menu` for a missing page, `home` (with a button home) for a
 * missing item deeper in a section. Next puts each section's not-found screen in the data of
 * every page below it; as a client part it travels as its variant alone.
 */
export function NotFound({ variant }: { variant: 'menu' | 'home' }) {
  return (
    <section
      className="container-page grid min-h-[55vh] place-items-center py-24 text-center"
      data-testid="not-found"
      data-variant={variant}
    >
      <div className="max-w-xl space-y-6">
        <p className="eyebrow">404</p>
        <h1 className="text-4xl sm:text-5xl">Page not found</h1>
        <p className="text-lg text-soft">
          {variant === 'menu'
            ? "Sorry, we couldn't find the page you were looking for! Please try a link in the menu to get back on track."
            : 'Sorry, we couldn\u2019t find the page you were looking for! Please visit our homepage to get where you need to go.'}
        </p>
        {variant === 'home' ? (
          <Link href="/" className="button-primary">
            Take me home
          </Link>
        ) : null}
      </div>
    </section>
  )
}
