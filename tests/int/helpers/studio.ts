import type { Payload } from 'payload'

/** The session cookie of a new admin of the studio, as the back-office's downloads and screens are called with. */
export async function studioCookie(payload: Payload, label: string): Promise<string> {
  const email = `studio-${label}-${Date.now()}@example.test`
  const password = `${label}-Studio-password-2026`
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return `${payload.config.cookiePrefix}-token=${token}`
}

/** Every product an import made, with its SKUs and the pictures it fetched: the shared database as seeded again. */
export async function removeImported(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { 'imported.key': { exists: true } },
    draft: true,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  for (const product of docs) {
    await payload.delete({ collection: 'skus', where: { product: { equals: product.id } }, overrideAccess: true })
    await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
    for (const link of (product.imported?.pictures ?? []) as { media: number }[]) {
      await payload.delete({ collection: 'media', id: link.media, overrideAccess: true }).catch(() => undefined)
    }
  }
}
