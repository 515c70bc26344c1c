import { column, heading, html, reading, row, wide, widget } from '@/seed/page-builders'

import { privacyPolicy, shippingAndReturns, terms, useMyArt } from '@/seed/pages/legal'

export type SeedIds = {
  faqGroup: number
  testimonialGroup: number
  personGroup: number
  linkGroup: number
  gallery: number
  galleryGroup: number
  images: number[]
}

const button = (text: string, url: string) => ({ text, url, new_tab: false })

/** The artist's pages, in the order they appear in the back-office. */
export function demoPages(ids: SeedIds) {
  const [cottesloe, karri, rottnest, ningaloo] = ids.images
  return [
    {
      slug: 'home',
      name: 'Home',
      title: 'Watercolours of Western Australia',
      meta_description:
        'Original watercolours and signed fine-art prints of the Western Australian coast and bush by Isla Moreton.',
      sitemap: { priority: 100 },
      rows: [
        wide(
          widget('callToAction', {
            heading: 'Light, water and a lot of paper',
            sub_heading: 'Original watercolours and signed prints from a Fremantle boatshed studio.',
            html: '<p>Every painting starts outdoors, in front of the place itself, and is finished in the studio by the harbour.</p>',
            right_image: karri,
            button: button('About the studio', '/about'),
          }),
        ),
        wide(widget('tplShop', { heading: 'Recent works', limit: 3, order: 'shop' })),
        wide(
          widget('heroQuote', {
            heading: '“Paint the light, and the place will follow.”',
            sub_heading: 'New originals from the Rottnest series are in the shop.',
            background_image: rottnest,
            overlay_colour: 'blk',
            text_colour: 'wht',
            justify: 'center',
            align: 'center',
            image_opacity: '100',
            image_saturation: '100',
            button: button('Visit the shop', '/shop'),
          }),
        ),
        wide(
          widget('heroTestimonial', {
            heading: 'From collectors',
            sub_heading: 'Paintings now at home from Broome to Hobart.',
            group: ids.testimonialGroup,
          }),
        ),
        wide(widget('microblogFeed', { page_size: 3 })),
      ],
    },
    {
      slug: 'about',
      name: 'About',
      title: 'About Isla Moreton',
      meta_description:
        'Isla Moreton paints the Western Australian coast and bush in watercolour from her studio in Fremantle.',
      rows: [
        wide(heading('About the studio')),
        row([
          column(12, [
            widget('imageWithContent', {
              image: cottesloe,
              image_position: 'left',
              heading: 'Painted outdoors, finished by the harbour',
              html: '<p>I paint on the spot: on the limestone at Cottesloe at six in the morning, in the karri forest after rain, on the ferry deck to Rottnest. The painting is started there, quickly, while the light lasts, and finished over days in the studio.</p><p>I use artists’ quality pigments on 100% cotton paper, and I frame with conservation materials only.</p>',
              button: button('See the gallery', '/gallery'),
            }),
          ]),
        ]),
        reading(widget('personList', { group: ids.personGroup })),
      ],
    },
    {
      slug: 'contact',
      name: 'Contact',
      title: 'Contact the studio',
      meta_description: 'Write to Isla Moreton or visit the Fremantle studio by appointment.',
      rows: [
        row([
          column(5, [
            heading('Contact'),
            html(`
<p>Questions about a painting, a commission or an order? I answer every message within two working days.</p>
<p><strong>E-mail</strong><br><a href="mailto:studio@atelier.test">studio@atelier.test</a></p>
<p><strong>Phone</strong><br><bdi>+61 8 9335 0142</bdi> (Monday to Friday, 9 am to 4 pm AWST)</p>
<p><strong>Studio</strong><br>Studio 4, 12 Pakenham Street, Fremantle WA 6160<br>Open for viewing by appointment.</p>`),
            widget('form', {}),
          ]),
          column(7, [
            widget('googleMap', {
              location: '12 Pakenham Street, Fremantle WA 6160',
              zoom: 16,
              height: 420,
              show_sign: true,
            }),
          ]),
        ]),
      ],
    },
    {
      slug: 'faq',
      name: 'FAQ',
      title: 'Frequently asked questions',
      meta_description: 'Shipping, prints, commissions, care of watercolours and returns.',
      rows: [reading(widget('faq', { heading: 'Frequently asked questions', group: ids.faqGroup }))],
    },
    {
      slug: 'links',
      name: 'Links',
      title: 'Links',
      meta_description: 'Places, people and materials I recommend.',
      rows: [reading(widget('linkChildren', { parent: ids.linkGroup }))],
    },
    {
      slug: 'use-my-art',
      name: 'Use my art',
      title: 'Using my art',
      meta_description: 'Share images of my paintings with credit; high-resolution files are licensed.',
      rows: [reading(heading('Using my art'), html(useMyArt))],
    },
    {
      slug: 'privacy-policy',
      name: 'Privacy policy',
      title: 'Privacy policy',
      meta_description: 'How Isla Moreton Art handles your personal information.',
      rows: [reading(heading('Privacy policy'), html(privacyPolicy))],
    },
    {
      slug: 'terms-and-conditions',
      name: 'Terms and conditions',
      title: 'Terms and conditions',
      meta_description: 'The terms of sale of Isla Moreton Art.',
      rows: [reading(heading('Terms and conditions'), html(terms))],
    },
    {
      slug: 'shipping-and-returns',
      name: 'Shipping and returns',
      title: 'Shipping and returns',
      meta_description:
        'Free shipping Australia wide, international quotes, studio viewing by appointment and 14-day returns.',
      rows: [reading(heading('Shipping and returns'), html(shippingAndReturns))],
    },
    {
      slug: 'pay-now',
      name: 'Pay now',
      title: 'Pay an invoice',
      meta_description: 'Pay a studio invoice by bank transfer or PayID.',
      rows: [
        reading(
          heading('Pay an invoice'),
          widget('rawCode', {
            code: `<div class="space-y-4">
<p>To pay a studio invoice, transfer the amount shown on it and use the invoice number as the reference.</p>
<table class="w-full text-start text-sm"><tbody>
<tr><th class="py-2 pe-6 font-medium">Account name</th><td>Isla Moreton Art Pty Ltd</td></tr>
<tr><th class="py-2 pe-6 font-medium">BSB</th><td>086-420</td></tr>
<tr><th class="py-2 pe-6 font-medium">Account</th><td><bdi>5512 8830</bdi></td></tr>
<tr><th class="py-2 pe-6 font-medium">PayID</th><td>studio@atelier.test</td></tr>
</tbody></table>
<p>Your painting is packed and sent as soon as the payment arrives.</p></div>`,
          }),
        ),
      ],
    },
    {
      slug: 'gallery',
      name: 'Gallery',
      title: 'Gallery',
      meta_description: 'Paintings of Western Australia: the coast, the forests, the Pilbara and the wildflowers.',
      rows: [
        wide(widget('gallery', { gallery: ids.gallery, type: 'slider', aspect: '16x9', width: 1200 })),
        wide(
          widget('gallery', {
            gallery: ids.gallery,
            type: 'grid',
            grid_width: 3,
            use_lightbox: true,
            show_heading: true,
            aspect: '4x3',
            width: 600,
            lightbox_aspect: 'raw',
            heading: 'The collection',
          }),
        ),
        wide(
          widget('galleryGroup', {
            group: ids.galleryGroup,
            heading: 'By region',
            subheading: 'Choose a series to see its paintings.',
            aspect: '4x3',
          }),
        ),
      ],
    },
    {
      slug: 'newsletter',
      name: 'Newsletter',
      title: 'Newsletter',
      meta_description: 'New paintings, exhibitions and workshops, a few times a year.',
      rows: [
        reading(
          heading('Studio newsletter'),
          html(
            '<p>A few times a year: new paintings before they reach the shop, exhibition openings and workshop dates. No more than that, and never shared with anyone.</p>',
          ),
          widget('modal', {
            heading: 'What you will receive',
            html: '<p>First sight of new originals, a week before the shop; invitations to exhibition openings in Fremantle and Perth; dates of the summer plein-air workshops. You can unsubscribe from any issue with one click.</p>',
            button_text: 'What you will receive',
            timeout: 0,
          }),
          widget('form', {}),
        ),
      ],
    },
    {
      slug: 'studio-notes',
      name: 'Studio notes',
      title: 'Studio notes',
      meta_description: 'What is on the studio table this season.',
      sitemap: { include: false, priority: 90 },
      rows: [reading(heading('Studio notes'), html('<p>What is on the studio table this season.</p>'))],
      // Shown instead of the rows when the list-page-content feature is on.
      pageContents: [
        { name: 'Title', sort_order: 0, anchor_name: 'top', template: [heading('Studio notes')], padding_bottom: 8 },
        {
          name: 'In progress',
          sort_order: 1,
          anchor_name: 'in-progress',
          template: [
            widget('headingAndContent', {
              heading: 'Ningaloo, in progress',
              image: ningaloo,
              content:
                '<p>Three sheets of the reef series are drying on the table: turquoise over sand, laid wet into wet.</p>',
            }),
          ],
          animation: { type: 'fade-up', easing: 'ease', offset: 120, duration: 400, delay: 0 },
        },
        { name: 'Draft thoughts', sort_order: 2, hidden: true, template: [html('<p>Not ready to share.</p>')] },
        {
          name: 'Winter workshop',
          sort_order: 3,
          end_time: '2025-08-31T00:00:00.000Z',
          template: [html('<p>Winter workshop: fully booked.</p>')],
        },
      ],
    },
  ]
}
