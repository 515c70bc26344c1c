import type { ComponentType } from 'react'

import { ButtonLinkComponent } from '@/blocks/ButtonLink/Component'
import { CallToActionComponent } from '@/blocks/CallToAction/Component'
import { FaqComponent } from '@/blocks/Faq/Component'
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
import { ModalComponent } from '@/blocks/Modal/Component'
import { PersonListComponent } from '@/blocks/PersonList/Component'
import { RawCodeComponent } from '@/blocks/RawCode/Component'
import { TestimonialGridComponent } from '@/blocks/TestimonialGrid/Component'
import { widgetBlocks } from '@/blocks/widget-blocks'
import type { PageColumn } from '@/payload-types'

export type Widget = NonNullable<PageColumn['widgets']>[number]

/**
 * The component of each widget kind. Kinds whose content belongs to areas still to come
 * (feed, blog, shop, podcast, forms, vouchers) have none yet and show nothing.
 */
// Each component takes its own widget type; the map is keyed by that type's blockType.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgetComponents: Partial<Record<Widget['blockType'], ComponentType<{ widget: any; priority?: boolean }>>> = {
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
}

const widgetKinds = new Set<string>(widgetBlocks.map((block) => block.slug))

/** Kinds the back-office offers; those without a component yet belong to areas still to come. */
export const isWidgetKind = (kind: string) => widgetKinds.has(kind)
