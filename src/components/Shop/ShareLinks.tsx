import { useTranslations } from 'next-intl'

/**
 * Share links as plain addresses of each network's share page: no scripts of theirs on ours. The
 * networks keep their own names; only the e-mail link is in the page's language.
 */
export function ShareLinks({ url, title, image }: { url: string; title: string; image?: string }) {
  const t = useTranslations('shop.share')
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    {
      name: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${text}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
    },
    { name: t('email'), href: `mailto:?subject=${text}&body=${u}` },
  ]
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="share-links">
      <span className="eyebrow me-2">{t('label')}</span>
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          target={link.href.startsWith('http') ? '_blank' : undefined}
          rel="noopener noreferrer"
          className="pill-link"
        >
          {link.name}
        </a>
      ))}
    </div>
  )
}
