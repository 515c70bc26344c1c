import type { Field } from 'payload'

/** Works from the shop that an article, episode or post talks about; their pages show them to buy. */
export const artworksField: Field = {
  name: 'artworks',
  label: 'Shop this painting',
  type: 'relationship',
  relationTo: 'products',
  hasMany: true,
  maxRows: 6,
  // Read by id against the shop's catalogue, which has their prices and stock: never populated.
  maxDepth: 0,
  admin: { description: 'Paintings from the shop this is about; shown with their price and a link.' },
}
