import Link from 'next/link'

import type { NavLink } from '@/content/site-data'

/** One navigation link: internal ones through Next's router, external ones in a new tab when asked. */
export function NavLinkItem({ link, className }: { link: NavLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {link.label}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} {...(link.newTab ? { target: '_blank' } : {})}>
      {link.label}
    </Link>
  )
}
