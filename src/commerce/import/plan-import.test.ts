import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { groupPathsOf, planImport, type ImportPlan } from '@/commerce/import/plan-import'
import { ImportFileError } from '@/commerce/import/read-csv'
import { SKU_STOCK_MAX } from '@/collections/Skus/limits'

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/import', name))
const named = (plan: ImportPlan, slug: string) => {
  const product = plan.products.find((p) => p.slug === slug)
  if (!product) throw new Error(`No ${slug} in ${plan.products.map((p) => p.slug).join(', ')}`)
  return product
}

describe('planning an import from Shopify’s product CSV', () => {
  let plan: ImportPlan
  beforeAll(async () => {
    plan = await planImport(fixture('shopify-products.csv'))
  })

  it('gathers a product’s variants and pictures from its rows, with prices in cents', () => {
    expect(plan.source).toBe('shopify')
    const original = named(plan, 'low-tide-at-rottnest')
    expect(original).toMatchObject({
      row: 2,
      name: 'Low Tide at Rottnest',
      variations: [],
      seo: { title: 'Low Tide at Rottnest — original watercolour' },
      categories: { type: ['Originals'], tags: ['coast', 'rottnest', 'blue'] },
    })
    expect(original.html).toContain('<strong>Arches 300 gsm</strong>')
    expect(original.skus).toEqual([
      { code: 'IM-LOW-TID-ORIG', options: [], price: 125000, fullPrice: null, stock: 1, grams: 1500 },
    ])
    expect(original.pictures.map((p) => p.alt)).toEqual(['A pale blue bay at low tide', 'Detail of the jetty'])
    expect(original.blurb).toBe(
      'Painted on the jetty at dawn, when the water was glass. Watercolour on Arches 300 gsm cold-pressed paper.',
    )

    const print = named(plan, 'gum-blossom-print')
    expect(print.variations).toEqual([
      { name: 'Size', values: ['A4', 'A3'] },
      { name: 'Frame', values: ['Unframed', 'Oak frame'] },
    ])
    expect(print.skus.map((s) => [s.code, s.price, s.fullPrice, s.stock])).toEqual([
      ['IM-GUM-A4', 9500, 12000, 12],
      ['IM-GUM-A4-OAK', 24500, null, 3],
      ['IM-GUM-A3', 14500, null, SKU_STOCK_MAX],
    ])
    expect(print.pictures).toEqual([
      { url: expect.stringContaining('gum-blossom.png'), alt: 'Gum Blossom, fine art print' },
    ])
    expect(print.notes.join(' ')).toContain('does not count its stock')
  })

  it('refuses a formula for a title and an unreadable price, each at its row, and keeps the rest', () => {
    expect(plan.problems).toEqual([
      { row: 7, message: expect.stringContaining('as a spreadsheet formula does') },
      { row: 8, message: 'Variant Price "about forty" is not an amount.' },
    ])
    expect(plan.counts).toEqual({ rows: 7, products: 2, skus: 4, pictures: 3, groups: 2 })
    expect(groupPathsOf(named(plan, 'gum-blossom-print'), plan.groupsFrom)).toEqual([['Prints']])
  })
})

describe('planning an import from Etsy’s listings CSV', () => {
  it('makes a SKU of each combination with the listing’s price, and leaves other currencies’ prices for the artist', async () => {
    const plan = await planImport(fixture('etsy-listings.csv'))
    expect(plan.problems).toEqual([])
    const original = named(plan, 'swan-river-evening-original-watercolour-painting-30-x-40-cm')
    expect(original.html).toBe(
      '<p>An evening on the Swan River.</p><p>Painted en plein air from the foreshore; the light went in twenty minutes.<br>Signed on the front.</p>',
    )
    expect(original.medium).toBe('Watercolour, cotton paper')
    expect(original.skus).toEqual([
      { code: 'ET-SWAN-ORIG', options: [], price: 68000, fullPrice: null, stock: 1, grams: null },
    ])
    expect(original.pictures).toHaveLength(2)

    const print = named(plan, 'banksia-print')
    expect(print.skus.map((s) => [s.code, s.options.map((o) => o.value).join('/'), s.price, s.stock])).toEqual([
      ['ET-BAN-A4M', 'A4/Matte', 4000, 0],
      ['ET-BAN-A4L', 'A4/Lustre', 4000, 0],
      ['ET-BAN-A3M', 'A3/Matte', 4000, 0],
      ['ET-BAN-A3L', 'A3/Lustre', 4000, 0],
    ])
    expect(print.notes.join(' ')).toContain('one quantity (30)')

    const usd = named(plan, 'wave-study')
    expect(usd.skus).toEqual([{ code: 'WAVE-STUDY', options: [], price: null, fullPrice: null, stock: 1, grams: null }])
    expect(usd.notes.join(' ')).toContain('in USD: left for you to set')
    expect(named(await planImport(fixture('etsy-listings.csv'), { rate: 1.53 }), 'wave-study').skus[0].price).toBe(8415)
  })
})

describe('planning an import from WooCommerce’s product CSV', () => {
  let plan: ImportPlan
  beforeAll(async () => {
    plan = await planImport(fixture('woocommerce-products.csv'))
  })

  it('reads simple and variable products, a sale as a special, units from the columns and the medium from its attribute', () => {
    const vines = named(plan, 'yallingup-vines')
    expect(vines).toMatchObject({
      blurb: 'Rows of vines in autumn light.',
      medium: 'Watercolour and gouache on paper',
      dimensions: { width: 50, height: 40, depth: 3 },
      variations: [],
      categories: { categories: [['Paintings', 'Originals']], tags: ['vineyard', 'autumn'] },
    })
    expect(vines.skus).toEqual([
      { code: 'WC-YALLINGUP', options: [], price: 145000, fullPrice: null, stock: 1, grams: 4500 },
    ])
    expect(vines.pictures.map((p) => p.url.split('/').pop())).toEqual(['vines.png', 'vines-framed.png'])

    const wren = named(plan, 'fairy-wren-print')
    expect(wren.variations).toEqual([{ name: 'Size', values: ['A4', 'A3'] }])
    expect(wren.skus).toEqual([
      {
        code: 'WC-WREN-A4',
        options: [{ name: 'Size', value: 'A4' }],
        price: 4900,
        fullPrice: 6500,
        stock: 20,
        grams: 300,
      },
      {
        code: 'WC-WREN-A3',
        options: [{ name: 'Size', value: 'A3' }],
        price: 9500,
        fullPrice: null,
        stock: 8,
        grams: 600,
      },
    ])
    expect(groupPathsOf(wren, plan.groupsFrom)).toEqual([['Prints'], ['Birds']])
  })

  it('leaves out a grouped product and a variation whose parent is missing, saying why', () => {
    expect(plan.problems).toEqual([
      { row: 6, message: expect.stringContaining('"Coastal collection" is a grouped product') },
      { row: 7, message: 'The variation’s Parent "id:999" is not in the file.'.replace('’', "'") },
    ])
  })
})

describe('planning an import from Squarespace’s product CSV', () => {
  it('gathers variants by product id, a sale as a special, unlimited stock as the most a SKU holds', async () => {
    const plan = await planImport(fixture('squarespace-products.csv'))
    expect(named(plan, 'fremantle-harbour-at-dusk')).toMatchObject({
      dimensions: { width: 56, height: 38, depth: 2 },
      categories: { categories: [['Originals', 'Harbours']] },
      skus: [{ code: 'SQ-FREO-ORIG', options: [], price: 75000, fullPrice: 90000, stock: 1, grams: 2000 }],
    })
    expect(named(plan, 'fremantle-harbour-at-dusk').pictures).toHaveLength(2)
    const cards = named(plan, 'cards-set')
    expect(cards.variations).toEqual([{ name: 'Set', values: ['Sea', 'Bush'] }])
    expect(cards.skus.map((s) => [s.code, s.stock])).toEqual([
      ['SQ-CARDS-SEA', SKU_STOCK_MAX],
      ['SQ-CARDS-BUSH', 14],
    ])
    expect(plan.problems).toEqual([{ row: 5, message: expect.stringContaining('only physical products') }])
  })
})

describe('a file that cannot be imported', () => {
  const refusal = async (file: Buffer, options = {}) => {
    try {
      await planImport(file, options)
    } catch (error) {
      if (error instanceof ImportFileError) return error.message
      throw error
    }
    throw new Error('The file was taken')
  }

  it('says what is wrong with it', async () => {
    expect(await refusal(Buffer.from('name,price\nA,1\n'))).toContain('its first line names none of their columns')
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]))).toContain('it is not text')
    const shopify = fixture('shopify-products.csv')
    expect(await refusal(shopify.subarray(0, shopify.indexOf('Painted on the jetty') + 10))).toContain('cut short')
    expect(await refusal(shopify, { source: 'etsy' })).toBe('This is a product export of Shopify, not of Etsy.')
    expect(await refusal(Buffer.alloc(0))).toBe('The file is empty.')
    expect(await refusal(Buffer.alloc(26 * 1024 * 1024, 'a'))).toContain('at most 25 MB')
  })

  it('refuses a product with thousands of variants, and a SKU twice in the file', async () => {
    const header = 'Handle,Title,Variant Price,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker'
    const variants = Array.from({ length: 10_000 }, (_, i) => `huge,${i ? '' : 'Huge'},10,Size,S${i},H-${i},shopify`)
    const twice = ['a,A,5,Title,Default Title,SAME,shopify', 'b,B,5,Title,Default Title,SAME,shopify']
    const plan = await planImport(Buffer.from([header, ...variants, ...twice].join('\n')))
    expect(plan.problems.map((p) => p.message)).toEqual([
      '"Huge" has 10,000 variants; a product here has at most 250.',
      'The SKU SAME of "B" is used twice in the file.',
    ])
    expect(plan.products.map((p) => p.slug)).toEqual(['a'])
  })
})
