/**
 * The v1 calls the browser makes, typed from the server's own zod schemas. Every import here is
 * `import type`, so none of the server's code (zod, Payload, the domain) reaches the browser
 * bundle; a change to a schema shows up as a type error at the screen that relies on it.
 * Where a route declares its answer inline, the type is composed from the schema parts it uses.
 */
import type { Challenge } from 'altcha-lib'
import type { z } from 'zod'

import type {
  AddressCreate,
  addressFields,
  AddressSchema,
  AdoptTokensBody,
  CodeLogin,
  DoneSchema,
  EmailQuery,
  IdBody,
  LoginBody,
  ProfileUpdate,
  RecoverCheck,
  RefreshBody,
  RegisterLinkBody,
  SendLoginLinkBody,
  TokensSchema,
  UserSchema,
} from '@/api/v1/schemas/account'
import type {
  CartAddBody,
  CartChangeSchema,
  CartRemoveBody,
  CartSchema,
  CartUpdateBody,
  GetCartBody,
  MergeCartBody,
} from '@/api/v1/schemas/cart'
import type {
  CheckPaidQuery,
  CheckPaidSchema,
  RequestShippingQuoteBody,
  ShippingQuoteBody,
  ShippingQuotesSchema,
  SubmitOrderBody,
  SubmitOrderSchema,
} from '@/api/v1/schemas/checkout'
import type { SubmitFormAnswer, SubmitFormBody } from '@/api/v1/schemas/forms'
import type { ConfirmBody, NewsletterAnswer, SubscribeBody, UnsubscribeQuery } from '@/api/v1/schemas/newsletter'
import type { OrderListSchema, OrderSchema } from '@/api/v1/schemas/order'
import type { PayNowAnswer, PayNowBody, RedeemAnswer, RedeemBody } from '@/api/v1/schemas/vouchers'
import type {
  AddonValues,
  ProductSummarySchema,
  SearchSkuBody,
  SkuResultSchema,
  StockAlertAnswer,
  StockAlertBody,
} from '@/api/v1/schemas/shop'

type Out<S extends z.ZodType> = z.infer<S>
/** What a request may send: the schema's input (optional fields may be left out, empty or null). */
type In<S extends z.ZodType> = z.input<S>

export type Tokens = Out<typeof TokensSchema>
export type User = Out<typeof UserSchema>
/** AddressSchema spreads its text fields from a computed object, which hides their names from zod's types. */
export type Address = Out<typeof AddressSchema> & Record<keyof typeof addressFields, string>
export type Cart = Out<typeof CartSchema>
export type Order = Out<typeof OrderSchema>
export type CartLine = Cart['items'][number]
type CartChange = Out<typeof CartChangeSchema>
export type AddonInput = Out<typeof AddonValues>[number]
export type SkuResult = Out<typeof SkuResultSchema>
type ProductSummaryResult = Out<typeof ProductSummarySchema>
export type ProfileChanges = In<typeof ProfileUpdate>

type Done = Out<typeof DoneSchema>

/**
 * Path (below /api/v1) → what it takes and answers. `body` is sent as JSON by POST, `form` as
 * multipart by POST, `query` in the address of a GET (of a POST for the paths in POST_WITH_QUERY).
 */
export type Endpoints = {
  '/cognito/user/login': { body: In<typeof LoginBody>; response: Tokens }
  '/cognito/user/logout': { response: Done }
  '/cognito/user/refreshToken': { body: In<typeof RefreshBody>; response: Tokens }
  '/cognito/user/authUser': { response: User }
  '/cognito/user/sendLoginLink': { body: In<typeof SendLoginLinkBody>; response: Done }
  '/cognito/user/registerLink': { body: In<typeof RegisterLinkBody>; response: Done }
  '/cognito/user/recoverPassword': { body: In<typeof EmailQuery>; response: Done }
  '/cognito/user/recoverPasswordCheck': { body: In<typeof RecoverCheck>; response: Tokens | Done }
  '/cognito/user/loginRecoveryCode': { body: In<typeof CodeLogin>; response: Tokens }
  '/cognito/user/adoptTokens': { body: In<typeof AdoptTokensBody>; response: Tokens }
  // The route declares this body inline (routes/account.ts): the fields of the OAuth2 return.
  '/cognito/user/authtoken': {
    body: { grant_type: 'authorization_code'; code: string; state: string; fingerprint: string }
    response: Tokens & { next: string }
  }
  '/cognito/user/creditBalance': { response: { balance: number } }
  '/cognito/user/update': { body: ProfileChanges; response: User }
  '/cognito/user/uploadImage': { form: true; response: User }
  // The list and the changes answer the addresses as `list` and AddressSchema (routes/address.ts).
  '/sell/address': { response: { data: Address[] } }
  '/sell/address/create': { body: In<typeof AddressCreate>; response: Address }
  '/sell/address/disable': { body: In<typeof IdBody>; response: Address }
  '/sell/search': { query: { q: string; page_size?: number }; response: { data: ProductSummaryResult[] } }
  '/sell/cart/searchsku': { body: In<typeof SearchSkuBody>; response: SkuResult }
  '/sell/product/notify': { body: In<typeof StockAlertBody>; response: Out<typeof StockAlertAnswer> }
  '/sell/cart/getCart': { body: In<typeof GetCartBody>; response: Cart }
  '/sell/cart/cartAdd': { body: In<typeof CartAddBody>; response: CartChange }
  '/sell/cart/cartUpdate': { body: In<typeof CartUpdateBody>; response: CartChange }
  '/sell/cart/cartRemove': { body: In<typeof CartRemoveBody>; response: CartChange }
  '/sell/cart/mergeCart': { body: In<typeof MergeCartBody>; response: CartChange }
  '/sell/cart/shippingQuote': { body: In<typeof ShippingQuoteBody>; response: Out<typeof ShippingQuotesSchema> }
  '/sell/cart/requestShippingQuote': {
    body: In<typeof RequestShippingQuoteBody>
    response: { success: true; message: string; quote_id: number }
  }
  '/sell/cart/submitOrder': { body: In<typeof SubmitOrderBody>; response: Out<typeof SubmitOrderSchema> }
  '/cognito/payment/checkPaid': { query: In<typeof CheckPaidQuery>; response: Out<typeof CheckPaidSchema> }
  '/sell/order/list': { response: Out<typeof OrderListSchema> }
  // The document types the parameters loosely; the server sends altcha-lib's challenge, without a code challenge (forms/captcha.ts).
  '/cognito/form/captcha': { response: Omit<Challenge, 'codeChallenge'> }
  [submit: `/cognito/form/submit/${number}`]: {
    body: In<typeof SubmitFormBody>
    response: Out<typeof SubmitFormAnswer>
  }
  '/newsletter/subscribe': { body: In<typeof SubscribeBody>; response: Out<typeof NewsletterAnswer> }
  '/newsletter/confirm': { body: In<typeof ConfirmBody>; response: Out<typeof NewsletterAnswer> }
  '/newsletter/unsubscribe': { query: In<typeof UnsubscribeQuery>; response: Out<typeof NewsletterAnswer> }
  '/cognito/giftVoucher/payNow': { body: In<typeof PayNowBody>; response: Out<typeof PayNowAnswer> }
  '/cognito/giftVoucher/redeem': { body: In<typeof RedeemBody>; response: Out<typeof RedeemAnswer> }
  '/studio/signIn': { body: { email: string; code: string }; response: Done }
}

export type ApiPath = keyof Endpoints

/**
 * Calls that start a session rather than use one: they carry no token, and their 401s
 * (a wrong password, a used code) say nothing about a session this browser may still hold.
 */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set<ApiPath>([
  '/cognito/user/login',
  '/cognito/user/refreshToken',
  '/cognito/user/sendLoginLink',
  '/cognito/user/registerLink',
  '/cognito/user/recoverPassword',
  '/cognito/user/recoverPasswordCheck',
  '/cognito/user/loginRecoveryCode',
  '/cognito/user/adoptTokens',
  '/cognito/user/authtoken',
  '/studio/signIn',
])

/** Calls that change something yet carry their values in the address (RFC 8058's one-click unsubscribe): POST with a query. */
export const POST_WITH_QUERY: ReadonlySet<string> = new Set<ApiPath>(['/newsletter/unsubscribe'])
