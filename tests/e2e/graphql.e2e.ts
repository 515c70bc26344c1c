import { expect, test } from '@playwright/test'

const query = async (request: import('@playwright/test').APIRequestContext, body: string) => {
  const response = await request.post('/graphql', { data: { query: body } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] }
}

test.describe('GraphQL named queries', () => {
  test('cognitoPages and cognitoPage by url', async ({ request }) => {
    const pages = await query(request, '{ cognitoPages { slug url } }')
    expect((pages.data.cognitoPages as { slug: string }[]).map((p) => p.slug)).toContain('about')
    const one = await query(request, '{ cognitoPage(url: "/faq") { slug title rows } }')
    const page = one.data.cognitoPage as { slug: string; rows: string }
    expect(page.slug).toBe('faq')
    expect(JSON.parse(page.rows)[0].blocks[0].widgets[0].blockType).toBe('faq')
  })

  test('cognitoGallerys of a group, with the first slide at 400 wide and 16x9', async ({ request }) => {
    const groups = await query(request, '{ Groups(where: { model: { equals: gallery } }) { docs { id slug } } }')
    const group = (groups.data.Groups as { docs: { id: number; slug: string }[] }).docs.find(
      (g) => g.slug === 'western-australia',
    )!
    const result = await query(
      request,
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
      request,
      `{ cognitoGallery(id: ${(result.data.cognitoGallerys as { id: number }[])[0].id}, aspect: "1x1", width: 400) { heading slides { heading image { url } } } }`,
    )
    const slides = (gallery.data.cognitoGallery as { slides: { image: { url: string } }[] }).slides
    expect(slides).toHaveLength(6)
    expect(slides[0].image.url).toMatch(/\/1x1\/400\.jpg$/)
  })

  test('cognitoTestimonials', async ({ request }) => {
    const result = await query(request, '{ cognitoTestimonials(limit: 2) { name title content } }')
    expect(result.data.cognitoTestimonials).toHaveLength(2)
  })
})
