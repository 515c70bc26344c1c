import { Articles } from '@/collections/Blog/Articles'
import { CaptchaUses } from '@/collections/Forms/CaptchaUses'
import { Subscribers } from '@/collections/Newsletter/Subscribers'
import { formsPlugin } from '@/collections/Forms/forms-plugin'
import { MicroblogPosts } from '@/collections/Feed/MicroblogPosts'
import { PodcastAudio } from '@/collections/Podcast/PodcastAudio'
import { PodcastChannels } from '@/collections/Podcast/PodcastChannels'
import { PodcastEpisodes } from '@/collections/Podcast/PodcastEpisodes'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AccountSessions } from '@/collections/Accounts/AccountSessions'
import { LoginCodes } from '@/collections/Accounts/LoginCodes'
import { Addons } from '@/collections/Addons'
import { Addresses } from '@/collections/Addresses'
import { CartItems, Carts } from '@/collections/Carts'
import { Faqs } from '@/collections/Faqs'
import { Galleries } from '@/collections/Galleries'
import { Groups } from '@/collections/Groups'
import { Links } from '@/collections/Links'
import { Media } from '@/collections/Media'
import { OrderRefunds } from '@/collections/OrderRefunds'
import { Orders } from '@/collections/Orders'
import { OwedMails } from '@/collections/OwedMails'
import { Payments } from '@/collections/Payments'
import { Pages } from '@/collections/Pages'
import { People } from '@/collections/People'
import { Photos } from '@/collections/Photos'
import { Products } from '@/collections/Products'
import { Promotions } from '@/collections/Promotions'
import { Redirects } from '@/collections/Redirects'
import { ShippingQuotes } from '@/collections/ShippingQuotes'
import { ShippingTypes } from '@/collections/ShippingTypes'
import { Skus } from '@/collections/Skus'
import { StockMoves } from '@/collections/StockMoves'
import { StockAlerts } from '@/collections/StockAlerts'
import { Imports } from '@/collections/Imports'
import { TestPayments } from '@/collections/TestPayments'
import { Testimonials } from '@/collections/Testimonials'
import { Videos } from '@/collections/Videos'
import { Users } from '@/collections/Users'
import { closePayloadInternals } from '@/access/studio-only-internals'
import { closeVersionsNotKept } from '@/access/versions-where-kept'
import { studioEditor } from '@/fields/studio-editor'
import { labelled } from '@/fields/with-labels'
import { CheckoutSettings } from '@/globals/CheckoutSettings'
import { Footer } from '@/globals/Footer'
import { atelierQueries } from '@/graphql/queries'
import { Header } from '@/globals/Header'
import { SiteConfiguration } from '@/globals/SiteConfiguration'
import { SiteSettings } from '@/globals/SiteSettings'
import { adminLanguages } from '@/i18n/admin-languages'
import { contentLocalization } from '@/i18n/content-localization'
import { requiredInEnglishSchema } from '@/fields/required-in-english-schema'
import { studioAdmin } from '@/studio/admin-config'
import { CreditEntries } from '@/collections/Vouchers/CreditEntries'
import { GiftVouchers } from '@/collections/Vouchers/GiftVouchers'
import { VoucherThemes } from '@/collections/Vouchers/VoucherThemes'
import { deliverOwedMailTask } from '@/jobs/deliver-owed-mail'
import { finishRefundsTask } from '@/jobs/finish-refunds'
import { importProductsTask } from '@/jobs/import-products'
import { runnerTurn } from '@/jobs/job-turn'
import { lapseStockHoldsTask } from '@/jobs/lapse-stock-holds'
import { removeStaleCartsTask } from '@/jobs/remove-stale-carts'
import { sendGiftVouchersTask } from '@/jobs/send-gift-vouchers'
import { databaseAdapter } from '@/lib/database-adapter'
import { loadSecret } from '@/lib/secret'
import { MAX_UPLOAD_BYTES } from '@/media/limits'
import { objectStoragePlugin } from '@/media/object-storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar would be fetched from outside; the initials avatar needs nothing.
    avatar: 'default',
    importMap: { baseDir: dirname },
    ...studioAdmin,
  },
  // In the order the back-office's navigation groups them: Shop, Orders, Pages, Galleries, People, Settings.
  collections: [
    Products,
    Skus,
    Addons,
    Groups,
    Promotions,
    ShippingTypes,
    Orders,
    OrderRefunds,
    Payments,
    GiftVouchers,
    CreditEntries,
    VoucherThemes,
    ShippingQuotes,
    StockMoves,
    StockAlerts,
    Imports,
    Users,
    Addresses,
    Pages,
    Articles,
    PodcastChannels,
    PodcastEpisodes,
    PodcastAudio,
    MicroblogPosts,
    Subscribers,
    Faqs,
    Links,
    Galleries,
    Photos,
    Videos,
    Media,
    People,
    Testimonials,
    Redirects,
    OwedMails,
    Carts,
    CartItems,
    TestPayments,
    AccountSessions,
    LoginCodes,
    CaptchaUses,
  ].map(labelled),
  globals: [SiteSettings, SiteConfiguration, CheckoutSettings, Header, Footer].map(labelled),
  plugins: [formsPlugin, objectStoragePlugin()],
  db: await databaseAdapter(),
  editor: studioEditor,
  graphQL: { queries: atelierQueries },
  i18n: { supportedLanguages: adminLanguages, fallbackLanguage: 'en' },
  localization: contentLocalization,
  secret: loadSecret(),
  sharp,
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: 'The file is larger than 25 MB.',
  },
  jobs: {
    tasks: [
      removeStaleCartsTask,
      lapseStockHoldsTask,
      sendGiftVouchersTask,
      deliverOwedMailTask,
      finishRefundsTask,
      importProductsTask,
    ],
    // Each minute one instance takes the turn (src/jobs/job-turn.ts): it queues the scheduled
    // tasks that are due and runs the queue, so nothing runs twice across instances. JOBS=false
    // does no job work at all.
    autoRun: [{ cron: '* * * * *', queue: 'default', disableScheduling: true }],
    shouldAutoRun: runnerTurn,
  },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), schema: [requiredInEnglishSchema] },
})
  .then(closePayloadInternals)
  .then(closeVersionsNotKept)
