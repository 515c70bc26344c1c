import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { getJson } from './helpers/api'

const headingPage = (slug: string, text: string) => ({
  name: 'Spring show',
  slug,
  title: text,
  rows: [
    {
      blockType: 'row',
      row_type: 'plain',
      blocks: [{ blockType: 'column', width: 12, widgets: [{ blockType: 'heading', text, level: 'h1' }] }],
    },
  ],
})

const headingOf = (body: { rows?: { blocks?: { widgets?: { text?: string }[] }[] }[] }) =>
  body.rows?.[0]?.blocks?.[0]?.widgets?.[0]?.text

describe('scheduled publishing', () => {
  it('keeps a scheduled draft off the site until its time, then the job runner publishes it', async () => {
    const payload = await getPayload({ config })
    const slug = `spring-show-${Math.random().toString(36).slice(2, 8)}`
    const page = await payload.create({
      collection: 'pages',
      data: { ...headingPage(slug, 'Spring show opens in March'), _status: 'published' } as never,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { ...headingPage(slug, 'Spring show is open'), _status: 'draft' } as never,
    })

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 1500),
    })

    // Before its time the runner leaves it alone and visitors see the published version.
    await payload.jobs.run()
    const before = await getJson(`/api/v1/cognito/page/${slug}`)
    expect(before.status).toBe(200)
    expect(headingOf(before.body)).toBe('Spring show opens in March')

    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run()
    const after = await getJson(`/api/v1/cognito/page/${slug}`)
    expect(headingOf(after.body)).toBe('Spring show is open')
  })

  it('unpublishes a page at its scheduled time', async () => {
    const payload = await getPayload({ config })
    const slug = `closing-${Math.random().toString(36).slice(2, 8)}`
    const page = await payload.create({
      collection: 'pages',
      data: { ...headingPage(slug, 'Last week of the show'), _status: 'published' } as never,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 500),
    })
    expect((await getJson(`/api/v1/cognito/page/${slug}`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 600))
    await payload.jobs.run()
    expect((await getJson(`/api/v1/cognito/page/${slug}`)).status).toBe(404)
  })
})
