import 'server-only'

import * as vouchers from '@/commerce/vouchers/voucher-themes'
import * as collections from '@/content/collections'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { cachedRead } from '@/data/cached-read'

// What page widgets show, cached with the pages that show it until content (media included) changes.
const tags = [CONTENT_TAG]

/** FAQ entries of a group (all when none), in the artist's order. */
export const getFaqs = cachedRead('content-faqs', tags, collections.getFaqs)

export const getTestimonials = cachedRead('content-testimonials', tags, collections.getTestimonials)

export const getPeople = cachedRead('content-people', tags, collections.getPeople)

export const getLinks = cachedRead('content-links', tags, collections.getLinks)

/** A gallery with its slides' images at one aspect and width, or null. */
export const getGallery = cachedRead('content-gallery', tags, collections.getGallery)

/** The galleries filed under a group, each with its slides. */
export const getGalleriesOfGroup = cachedRead('content-galleries-of-group', tags, collections.getGalleriesOfGroup)

/** The gift voucher designs on offer, with their pictures at 400 wide, 16:9. */
export const getVoucherThemes = cachedRead('content-voucher-themes', tags, vouchers.getVoucherThemes)
