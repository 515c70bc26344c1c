import type { Block } from 'payload'

import { ButtonLinkBlock } from './ButtonLink/config'
import { CallToActionBlock } from './CallToAction/config'
import { FaqBlock } from './Faq/config'
import { GalleryBlock } from './Gallery/config'
import { GalleryGroupBlock } from './GalleryGroup/config'
import { GoogleMapBlock } from './GoogleMap/config'
import { HeadingBlock } from './Heading/config'
import { HeadingAndContentBlock } from './HeadingAndContent/config'
import { HeroQuoteBlock } from './HeroQuote/config'
import { HeroTestimonialBlock } from './HeroTestimonial/config'
import { HtmlBlock } from './Html/config'
import { ImageWithContentBlock } from './ImageWithContent/config'
import { laterAreaBlocks } from './later-areas'
import { LinkChildrenBlock } from './LinkChildren/config'
import { ModalBlock } from './Modal/config'
import { PersonListBlock } from './PersonList/config'
import { RawCodeBlock } from './RawCode/config'
import { TestimonialGridBlock } from './TestimonialGrid/config'

/** Every widget the artist can place in a page block. */
export const widgetBlocks: Block[] = [
  HeadingBlock,
  HtmlBlock,
  HeadingAndContentBlock,
  CallToActionBlock,
  HeroQuoteBlock,
  ImageWithContentBlock,
  ButtonLinkBlock,
  FaqBlock,
  TestimonialGridBlock,
  HeroTestimonialBlock,
  PersonListBlock,
  LinkChildrenBlock,
  GalleryBlock,
  GalleryGroupBlock,
  ModalBlock,
  GoogleMapBlock,
  RawCodeBlock,
  ...laterAreaBlocks,
]
