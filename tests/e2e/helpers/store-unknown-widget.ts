// Stores a published page whose only widget is of a kind the site does not know, the way an old
// record looks after its widget type was removed. The back-office refuses such a page, so this
// writes through the database adapter, past validation: `tsx store-unknown-widget.ts <slug> <kind>`.
import { getPayload } from 'payload'

import config from '@payload-config'

async function main() {
  const [slug, kind] = process.argv.slice(2)
  const payload = await getPayload({ config })
  const page = await payload.create({
    collection: 'pages',
    data: {
      name: 'Old widget',
      slug,
      _status: 'published',
      rows: [
        {
          blockType: 'row',
          row_type: 'plain',
          blocks: [
            { blockType: 'column', width: 12, widgets: [{ blockType: 'heading', text: 'Still here', level: 'h2' }] },
          ],
        },
      ],
    } as never,
  })
  const rows = JSON.parse(JSON.stringify(page.rows)) as { blocks: { widgets: { blockType: string }[] }[] }[]
  rows[0].blocks[0].widgets.push({ ...rows[0].blocks[0].widgets[0], blockType: kind })
  await payload.db.updateOne({ collection: 'pages', id: page.id, data: { rows } })
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
