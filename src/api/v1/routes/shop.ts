import { createRoute, z } from '@hono/zod-openapi'

import { slugSchema } from '@/content/slug'

import { getCatalogue } from '@/commerce/catalogue'
import { presentProduct } from '@/commerce/present-product'
import { chooseSku, findProduct, listProducts, searchProducts, shopTiles } from '@/commerce/products'
import { getDb, getPayloadClient } from '@/lib/payload'
import { hit, limits } from '@/accounts/rate-limit'
import { availabilityOf, skuAvailability } from '@/commerce/availability/availability'
import { askForAlert } from '@/commerce/availability/stock-alerts'

import { clientIp } from '@/api/v1/client-ip'
import { json } from '@/api/v1/openapi'
import { contentLocale, requestErrors, requestLocale } from '@/api/v1/request-language'
import { createRouter } from '@/api/v1/router'
import {
  ProductSchema,
  ProductSummarySchema,
  SearchSkuBody,
  ShopTileSchema,
  SkuResultSchema,
  StockAlertAnswer,
  StockAlertBody,
} from '@/api/v1/schemas/shop'
import { imageAspect, imageWidth, locale, pageSize } from '@/api/v1/schemas/query'
import { errorResponses, jsonBody, jsonPost } from '@/api/v1/routes/route-helpers'

const tags = ['Shop']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const slug = slugSchema
const imageQuery = {
  image_aspect: imageAspect,
  image_width: imageWidth,
  locale,
}
const catalogue = async () => getCatalogue(await getPayloadClient())

const ListQuery = z
  .object({
    ...imageQuery,
    page_size: pageSize(240).default(12),
    page: z.coerce.number().int().min(1).max(10000).default(1),
    group: z.union([z.string().regex(/^[0-9]{1,10}$/), slugSchema], 'A group is an id or a slug.').optional(),
  })
  .strict()

/** Products (spec section 7): lists, one by address, the SKU for a choice of options, search. */
export const shopRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/product',
      tags,
      summary: 'A page of products, optionally of one group and the groups below it.',
      request: { query: ListQuery },
      responses: ok(z.object({ data: z.array(ProductSummarySchema), num_pages: z.number().int() })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const { data, num_pages } = listProducts(await catalogue(), {
        group: q.group,
        page: q.page,
        pageSize: q.page_size,
        image: { aspect: q.image_aspect ?? '1x1', width: q.image_width ?? 600 },
        locale: contentLocale(c),
      })
      return c.json({ data, num_pages }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/product/tiles',
      tags,
      summary: 'The shop’s category tiles (the range-level groups).',
      request: { query: z.object(imageQuery).strict() },
      responses: ok(z.object({ data: z.array(ShopTileSchema) })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      return c.json(
        {
          data: shopTiles(
            await catalogue(),
            { aspect: q.image_aspect ?? '4x3', width: q.image_width ?? 400 },
            contentLocale(c),
          ),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/search',
      tags,
      summary:
        'Products whose name or text match every word; a match in the name ranks first, and the start of a word matches as the visitor types.',
      request: {
        query: z.object({ ...imageQuery, q: z.string().max(200), page_size: pageSize(100).default(24) }).strict(),
      },
      responses: ok(z.object({ data: z.array(ProductSummarySchema) })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      return c.json(
        {
          data: searchProducts(
            await catalogue(),
            q.q,
            { aspect: q.image_aspect ?? '1x1', width: q.image_width ?? 300 },
            q.page_size,
            contentLocale(c),
          ),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/product/{url}',
      tags,
      summary: 'One product by its address.',
      request: { params: z.object({ url: slug }), query: z.object(imageQuery).strict() },
      responses: ok(ProductSchema),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const shop = await catalogue()
      return c.json(
        presentProduct(
          findProduct(shop, c.req.valid('param').url),
          shop,
          { aspect: q.image_aspect ?? 'raw', width: q.image_width ?? 1200 },
          contentLocale(c),
        ),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{name}/product/{url}',
      tags,
      summary: 'One product by its address, under a resource base (`art`, `sell` …), as `{ product }`.',
      request: {
        params: z.object({ name: z.string().regex(/^[a-z]{2,20}$/), url: slug }),
        query: z.object(imageQuery).strict(),
      },
      responses: ok(z.object({ product: ProductSchema })),
    }),
    async (c) => {
      const q = c.req.valid('query')
      const shop = await catalogue()
      return c.json(
        {
          product: presentProduct(
            findProduct(shop, c.req.valid('param').url),
            shop,
            { aspect: q.image_aspect ?? 'raw', width: q.image_width ?? 1200 },
            contentLocale(c),
          ),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sell/cart/searchsku',
      tags,
      summary: 'The SKU, price and availability for a choice of options and addons.',
      request: { body: jsonBody(SearchSkuBody) },
      responses: ok(SkuResultSchema),
    }),
    async (c) => {
      const shop = await catalogue()
      const { sku, price_each, full_price_each, on_special, in_stock } = chooseSku(shop, c.req.valid('json'))
      const chosen = shop.skus.get(sku)
      const { availability, reserved_until } = chosen
        ? await skuAvailability(await getDb(), chosen)
        : availabilityOf({ stock: 0 }, null)
      return c.json({ sku, price_each, full_price_each, on_special, in_stock, availability, reserved_until }, 200)
    },
  )
  .openapi(
    jsonPost(
      '/sell/product/notify',
      tags,
      'Leaves an address to be told once, by e-mail, if a reserved SKU becomes available when its hold lapses. 409 unless a checkout holds it now.',
      StockAlertBody,
      StockAlertAnswer,
    ),
    async (c) => {
      await hit(`form:ip:${clientIp(c)}`, limits.formsPerIp)
      const { sku, email } = c.req.valid('json')
      await askForAlert(await getDb(), { sku, email, locale: requestLocale(c) })
      const t = await requestErrors(c)
      return c.json({ success: true as const, message: t('stockAlert.kept') }, 200)
    },
  )
