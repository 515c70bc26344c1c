import { describe, expect, it } from 'vitest'

import { payloadGraphql } from './helpers/payload-http'

/*
 * The named queries the old site's clients send to /graphql (the server hands that address to
 * Payload's GraphQL handler: src/lib/site-address.ts), read as a visitor over the seeded site.
 */

const query = async (body: string) => {
  const response = await payloadGraphql(body)
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] }
}

describe('GraphQL named queries', () => {
  it('cognitoPages and cognitoPage by url', async () => {
    const pages = await query('{ cognitoPages { slug url } }')
    expect((pages.data.cognitoPages as { slug: string }[]).map((p) => p.slug)).toContain('about')
    const one = await query('{ cognitoPage(url: "/faq") { slug title rows } }')
    const page = one.data.cognitoPage as { slug: string; rows: string }
    expect(page.slug).toBe('faq')
    expect(JSON.parse(page.rows)[0].blocks[0].widgets[0].blockType).toBe('faq')
  })

  it('cognitoGallerys of a group, with the first slide at 400 wide and 16x9', async () => {
    const groups = await query('{ Groups(where: { model: { equals: gallery } }) { docs { id slug } } }')
    const group = (groups.data.Groups as { docs: { id: number; slug: string }[] }).docs.find(
      (g) => g.slug === 'western-australia',
    )!
    const result = await query(
      `{ cognitoGallerys(group: ${group.id}) { id url heading first_slide { image { url width height } } } }`,
    )
    const galleries = result.data.cognitoGallerys as {
      url: string
      first_slide: { image: { url: string; width: number; height: number } }
    }[]
    expect(galleries.map((g) => g.url)).toEqual(['western-australia', 'the-coast', 'the-bush'])
    expect(galleries[0].first_slide.image).toMatchObject({ width: 400, height: 225 })
    expect(galleries[0].first_slide.image.url).toMatch(/\/16x9\/400\.jpg$/)

    const gallery = await query(
      `{ cognitoGallery(id: ${(result.data.cognitoGallerys as { id: number }[])[0].id}, aspect: "1x1", width: 400) { heading slides { heading image { url } } } }`,
    )
    const slides = (gallery.data.cognitoGallery as { slides: { image: { url: string } }[] }).slides
    expect(slides).toHaveLength(6)
    expect(slides[0].image.url).toMatch(/\/1x1\/400\.jpg$/)
  })

  it('cognitoTestimonials', async () => {
    const result = await query('{ cognitoTestimonials(limit: 2) { name title content } }')
    expect(result.data.cognitoTestimonials).toHaveLength(2)
  })
})
