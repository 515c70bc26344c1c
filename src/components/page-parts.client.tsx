'use client'

import dynamic from 'next/dynamic'

/**
 * The browser code of the parts only some pages show, each in a chunk of its own: a page loads
 * the code of the parts it has (its form, its gallery's lightbox, an episode's player controls),
 * not that of every widget and story. Each is still rendered on the server; its chunk is fetched
 * with the page that shows it.
 */
export const FaqAccordion = dynamic(() => import('@/blocks/Faq/Accordion.client').then((m) => m.FaqAccordion))
export const LightboxGrid = dynamic(() => import('@/blocks/Gallery/LightboxGrid.client').then((m) => m.LightboxGrid))
export const Slider = dynamic(() => import('@/blocks/Gallery/Slider.client').then((m) => m.Slider))
export const GalleryPicker = dynamic(() => import('@/blocks/GalleryGroup/Picker.client').then((m) => m.GalleryPicker))
export const ModalDialog = dynamic(() => import('@/blocks/Modal/Dialog.client').then((m) => m.ModalDialog))
export const FormFill = dynamic(() => import('@/components/Forms/FormFill.client').then((m) => m.FormFill))
export const NewsletterSignup = dynamic(() =>
  import('@/components/Forms/NewsletterSignup.client').then((m) => m.NewsletterSignup),
)
export const GiftVoucherWidget = dynamic(() =>
  import('@/components/Vouchers/GiftVoucherWidget.client').then((m) => m.GiftVoucherWidget),
)
export const BuyBox = dynamic(() => import('@/components/Shop/BuyBox.client').then((m) => m.BuyBox))
export const ShopViewForm = dynamic(() => import('@/components/Shop/ShopViewForm.client').then((m) => m.ShopViewForm))
export const PlayEpisodeButton = dynamic(() =>
  import('@/components/AudioPlayer/PlayEpisodeButton.client').then((m) => m.PlayEpisodeButton),
)
export const PlayerControls = dynamic(() =>
  import('@/components/AudioPlayer/PlayerControls.client').then((m) => m.PlayerControls),
)
export const Clamped = dynamic(() => import('@/components/Podcast/Clamped.client').then((m) => m.Clamped))
export const VideoSlate = dynamic(() => import('@/components/Feed/VideoSlate.client').then((m) => m.VideoSlate))
