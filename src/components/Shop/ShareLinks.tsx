/** Share links as plain addresses of each network's share page: no scripts of theirs on ours. */
export function ShareLinks({ url, title, image }: { url: string; title: string; image?: string }) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      name: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
    },
    { name: 'E-mail', href: `mailto:?subject=${t}&body=${u}` },
  ]
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="share-links">
      <span className="eyebrow mr-2">Share</span>
      {links.map((link) => (
        <a
          key={link.name}
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
