import Link from 'next/link'

import { Image } from '@/components/Image'
import { PageRenderer } from '@/components/PageRenderer'
import { HOME_SLUG } from '@/content/pages'
import { getPage } from '@/lib/data/pages'
import { getImageByFilename } from '@/lib/data/media'
import { getSiteShell } from '@/lib/data/site'

/** The artist's home page; a site without one yet shows its name and a way into the shop. */
export default async function HomePage() {
  const home = await getPage(HOME_SLUG)
  if (home) return <PageRenderer page={home} />
  const [{ settings }, feature] = await Promise.all([getSiteShell(), getImageByFilename('cottesloe-morning.jpg', '16x9', 1200)])
  return (
    <>
      <section className="container-page grid items-center gap-10 py-14 md:grid-cols-[5fr_7fr] md:py-24">
        <div className="space-y-6">
          <p className="eyebrow">Watercolours from Fremantle</p>
          <h1 className="text-4xl leading-[1.05] sm:text-6xl">{settings.name}</h1>
          {settings.meta_description ? (
            <p className="max-w-md text-lg text-ink-soft dark:text-mist/75">{settings.meta_description}</p>
          ) : null}
          <div className="flex flex-wrap gap-3 pt-2">
            <Link href="/shop" className="button-primary">
              Visit the shop
            </Link>
            <Link href="/about" className="button-quiet">
              About the studio
            </Link>
          </div>
        </div>
        {feature ? (
          <figure className="space-y-3">
            <Image image={feature} width={720} sizes="(min-width: 768px) 58vw, 100vw" priority alt={feature.alt} className="h-auto w-full rounded-sm shadow-[0_30px_60px_-30px_rgba(29,35,46,0.45)]" />
            <figcaption className="text-right text-xs text-ink-soft dark:text-mist/60">{feature.alt}</figcaption>
          </figure>
        ) : null}
      </section>
    </>
  )
}
