import type { Block } from 'payload'

import { BlogArticleListBlock } from '@/blocks/BlogArticleList/config'
import { BlogArticleViewBlock } from '@/blocks/BlogArticleView/config'
import { ButtonLinkBlock } from '@/blocks/ButtonLink/config'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { FaqBlock } from '@/blocks/Faq/config'
import { FormBlock } from '@/blocks/Form/config'
import { GalleryBlock } from '@/blocks/Gallery/config'
import { GalleryGroupBlock } from '@/blocks/GalleryGroup/config'
import { GoogleMapBlock } from '@/blocks/GoogleMap/config'
import { HeadingBlock } from '@/blocks/Heading/config'
import { HeadingAndContentBlock } from '@/blocks/HeadingAndContent/config'
import { HeroQuoteBlock } from '@/blocks/HeroQuote/config'
import { HeroTestimonialBlock } from '@/blocks/HeroTestimonial/config'
import { HtmlBlock } from '@/blocks/Html/config'
import { ImageWithContentBlock } from '@/blocks/ImageWithContent/config'
import { LinkChildrenBlock } from '@/blocks/LinkChildren/config'
import { MicroblogFeedBlock } from '@/blocks/MicroblogFeed/config'
import { ModalBlock } from '@/blocks/Modal/config'
import { NewsletterBlock } from '@/blocks/Newsletter/config'
import { PersonListBlock } from '@/blocks/PersonList/config'
import { PodcastEpisodeBlock } from '@/blocks/PodcastEpisode/config'
import { PodcastViewBlock } from '@/blocks/PodcastView/config'
import { RawCodeBlock } from '@/blocks/RawCode/config'
import { SellProductViewBlock } from '@/blocks/SellProductView/config'
import { ShopBlock } from '@/blocks/Shop/config'
import { TestimonialGridBlock } from '@/blocks/TestimonialGrid/config'
import { GiftVoucherPurchaseBlock } from '@/blocks/GiftVoucherPurchase/config'
import { type WidgetKind, widgetKinds } from '@/blocks/widget-kinds'

// Typed by the kind list, so a kind without a block (or a block without a kind) does not compile.
const blocks: Record<WidgetKind, Block> = {
  heading: HeadingBlock,
  html: HtmlBlock,
  headingAndContent: HeadingAndContentBlock,
  callToAction: CallToActionBlock,
  heroQuote: HeroQuoteBlock,
  imageWithContent: ImageWithContentBlock,
  buttonLink: ButtonLinkBlock,
  faq: FaqBlock,
  testimonialGrid: TestimonialGridBlock,
  heroTestimonial: HeroTestimonialBlock,
  personList: PersonListBlock,
  linkChildren: LinkChildrenBlock,
  gallery: GalleryBlock,
  galleryGroup: GalleryGroupBlock,
  modal: ModalBlock,
  googleMap: GoogleMapBlock,
  rawCode: RawCodeBlock,
  tplShop: ShopBlock,
  tplSellProductView: SellProductViewBlock,
  microblogFeed: MicroblogFeedBlock,
  blogArticleList: BlogArticleListBlock,
  blogArticleView: BlogArticleViewBlock,
  podcastView: PodcastViewBlock,
  podcastEpisode: PodcastEpisodeBlock,
  form: FormBlock,
  newsletter: NewsletterBlock,
  giftVoucherPurchase: GiftVoucherPurchaseBlock,
}

/** Every widget the artist can place in a page block, in the order of the kind list. */
export const widgetBlocks: Block[] = widgetKinds.map((kind) => blocks[kind])
