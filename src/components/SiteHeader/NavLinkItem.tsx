import type { NavLink } from '@/content/site-data'
import { Link } from '@/i18n/navigation'

/** A navigation link as a client part receives it: the flags only when they are set. */
export type ShownLink = Pick<NavLink, 'label' | 'href'> & { external?: boolean; newTab?: boolean; lang?: 'en' }

export const shownLink = (link: NavLink): ShownLink => ({
  label: link.label,
  href: link.href,
  ...(link.external ? { external: link.external } : {}),
  ...(link.newTab ? { newTab: link.newTab } : {}),
  ...('lang' in link && link.lang ? { lang: link.lang } : {}),
})

/** One navigation link: internal ones through Next's router, external ones in a new tab when asked. */
function NavLinkItem({ link, className }: { link: ShownLink; className?: string }) {
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        lang={link.lang}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} lang={link.lang} {...(link.newTab ? { target: '_blank' } : {})}>
      {link.label}
    </Link>
  )
}

/** Navigation links as a list, one item each (header, phone menu, footer). */
export function NavLinkList({
  links,
  className,
  linkClassName,
}: {
  links: ShownLink[]
  className?: string
  linkClassName?: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <NavLinkItem link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  )
}
