import type { ComponentType } from 'react'

import { BlogArticleListComponent } from '@/blocks/BlogArticleList/Component'
import { BlogArticleViewComponent } from '@/blocks/BlogArticleView/Component'
import { ButtonLinkComponent } from '@/blocks/ButtonLink/Component'
import { CallToActionComponent } from '@/blocks/CallToAction/Component'
import { FaqComponent } from '@/blocks/Faq/Component'
import { FormComponent } from '@/blocks/Form/Component'
import { GalleryComponent } from '@/blocks/Gallery/Component'
import { GalleryGroupComponent } from '@/blocks/GalleryGroup/Component'
import { GoogleMapComponent } from '@/blocks/GoogleMap/Component'
import { HeadingComponent } from '@/blocks/Heading/Component'
import { HeadingAndContentComponent } from '@/blocks/HeadingAndContent/Component'
import { HeroQuoteComponent } from '@/blocks/HeroQuote/Component'
import { HeroTestimonialComponent } from '@/blocks/HeroTestimonial/Component'
import { HtmlComponent } from '@/blocks/Html/Component'
import { ImageWithContentComponent } from '@/blocks/ImageWithContent/Component'
import { LinkChildrenComponent } from '@/blocks/LinkChildren/Component'
import { MicroblogFeedComponent } from '@/blocks/MicroblogFeed/Component'
import { ModalComponent } from '@/blocks/Modal/Component'
import { NewsletterComponent } from '@/blocks/Newsletter/Component'
import { PersonListComponent } from '@/blocks/PersonList/Component'
import { PodcastEpisodeComponent } from '@/blocks/PodcastEpisode/Component'
import { PodcastViewComponent } from '@/blocks/PodcastView/Component'
import { RawCodeComponent } from '@/blocks/RawCode/Component'
import { SellProductViewComponent } from '@/blocks/SellProductView/Component'
import { ShopComponent } from '@/blocks/Shop/Component'
import { TestimonialGridComponent } from '@/blocks/TestimonialGrid/Component'
import type { WidgetKind } from '@/blocks/widget-kinds'
import { GiftVoucherPurchaseComponent } from '@/blocks/GiftVoucherPurchase/Component'
import type { PageColumn } from '@/payload-types'

export type Widget = NonNullable<PageColumn['widgets']>[number]
type WidgetProps<W> = { widget: W; priority?: boolean }
// Constrained so that a kind missing from the generated types, which come from the blocks and so
// from the kind list, fails to compile until they are generated again.
type WidgetOf<K extends Widget['blockType']> = Extract<Widget, { blockType: K }>

// Typed by the kind list, so a kind visitors see cannot be left without a component.
const components: { [K in WidgetKind]: ComponentType<WidgetProps<WidgetOf<K>>> } = {
  heading: HeadingComponent,
  html: HtmlComponent,
  headingAndContent: HeadingAndContentComponent,
  callToAction: CallToActionComponent,
  heroQuote: HeroQuoteComponent,
  imageWithContent: ImageWithContentComponent,
  buttonLink: ButtonLinkComponent,
  faq: FaqComponent,
  testimonialGrid: TestimonialGridComponent,
  heroTestimonial: HeroTestimonialComponent,
  personList: PersonListComponent,
  linkChildren: LinkChildrenComponent,
  gallery: GalleryComponent,
  galleryGroup: GalleryGroupComponent,
  modal: ModalComponent,
  googleMap: GoogleMapComponent,
  rawCode: RawCodeComponent,
  tplShop: ShopComponent,
  tplSellProductView: SellProductViewComponent,
  microblogFeed: MicroblogFeedComponent,
  blogArticleList: BlogArticleListComponent,
  blogArticleView: BlogArticleViewComponent,
  podcastView: PodcastViewComponent,
  podcastEpisode: PodcastEpisodeComponent,
  form: FormComponent,
  newsletter: NewsletterComponent,
  giftVoucherPurchase: GiftVoucherPurchaseComponent,
}

/** The component of each kind, looked up by a widget's kind. */
// TypeScript cannot tie a looked-up component to the widget's own type; each is keyed by its
// own widget's kind, so the widget it is handed is the one it takes.
export const widgetComponents = components as Partial<Record<Widget['blockType'], ComponentType<WidgetProps<Widget>>>>
