/** Where the artist's usual work begins, one click from the first screen. */
export function StartHere() {
  const actions = [
    {
      href: '/admin/collections/products/create',
      label: 'Add a painting or print',
      note: 'Pictures, story, price and stock on one screen.',
    },
    {
      href: '/admin/collections/media/create',
      label: 'Upload pictures',
      note: 'Drop several at once; set the focal point on each.',
    },
    {
      href: '/admin/collections/pages',
      label: 'Edit a page',
      note: 'Preview a draft at phone and desktop width before publishing.',
    },
    { href: '/admin/globals/site-settings', label: 'Studio details', note: 'Name, logo, colours, address and ABN.' },
  ]
  return (
    <section className="studio-start" aria-labelledby="studio-start-heading">
      <h2 id="studio-start-heading">Start here</h2>
      <ul>
        {actions.map((action) => (
          <li key={action.href}>
            <a href={action.href}>
              <strong>{action.label}</strong>
              <span>{action.note}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
