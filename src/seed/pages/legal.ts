/** Policy texts of the studio, as HTML for the pages that carry them. */
export const shippingAndReturns = `
<p>Every painting and print leaves the studio flat, sealed in acid-free tissue and glassine, between rigid boards, and insured for its full value.</p>
<h2>Shipping within Australia</h2>
<p><strong>Free, Australia wide.</strong> Orders are sent with Australia Post or StarTrack within three working days of payment. Delivery usually takes 2 to 5 working days to capitals and up to 10 to remote areas. You receive a tracking number by e-mail as soon as the parcel leaves.</p>
<h2>International shipping</h2>
<p>Prints and originals travel worldwide by tracked, insured courier. Where the price cannot be calculated at checkout, you receive a written quote before paying anything. Import duties and taxes of the destination country are the buyer’s to pay.</p>
<h2>Collect from the studio</h2>
<p>You are welcome to collect your order, or to see a painting before buying, at the Fremantle studio by appointment. Write to <a href="mailto:studio@atelier.test">studio@atelier.test</a> or call <bdi>+61 8 9335 0142</bdi>.</p>
<h2>Returns</h2>
<p>If a piece is not right for you, tell me within 14 days of delivery. Return it in its original packing, insured, and you receive a full refund of the price as soon as it arrives in the same condition. Commissions and gift vouchers cannot be returned, except as the Australian Consumer Law provides.</p>
<h2>Damaged in transit</h2>
<p>If a parcel arrives damaged, keep the packing and send a photograph within 48 hours. I will replace the print or arrange the insurance claim and a refund for an original.</p>
`

export const privacyPolicy = `
<p>Isla Moreton Art Pty Ltd (ABN <bdi>51 824 753 281</bdi>) handles personal information under the Australian Privacy Principles of the <em>Privacy Act 1988</em> (Cth).</p>
<h2>What I collect</h2>
<ul><li>Your name, e-mail, phone and delivery addresses, when you order, create an account or write to me.</li><li>Your order history and gift vouchers.</li><li>Technical data needed to run the site: your browser’s address and cookies that keep you signed in and remember your cart.</li></ul>
<h2>Why</h2>
<p>To deliver what you buy, to answer your messages, to keep your account, and, only if you ask for it, to send the newsletter. I never sell or share your details with third parties for their marketing.</p>
<h2>Payments</h2>
<p>Card payments are taken on the payment provider’s own secure page. Card numbers never reach this site.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete the information held about you at any time: write to <a href="mailto:studio@atelier.test">studio@atelier.test</a>. If you are unhappy with the answer, you may complain to the Office of the Australian Information Commissioner.</p>
`

export const terms = `
<p>These terms apply to purchases from Isla Moreton Art Pty Ltd (ABN <bdi>51 824 753 281</bdi>), Studio 4, 12 Pakenham Street, Fremantle WA 6160.</p>
<h2>Prices</h2>
<p>Prices are in Australian dollars and include GST. The price that applies is the one shown when you place your order.</p>
<h2>Originals and editions</h2>
<p>Each original is one of a kind; it is yours once payment is received, and it is reserved for no one before that. Prints are produced in signed, numbered editions and are not reprinted once an edition is sold out.</p>
<h2>Copyright</h2>
<p>Buying a painting or print gives you the object, not the copyright, which stays with the artist. See <a href="/use-my-art">using my art</a> for reproductions.</p>
<h2>Consumer guarantees</h2>
<p>Nothing in these terms limits your rights under the Australian Consumer Law.</p>
<h2>Gift vouchers</h2>
<p>Vouchers are valid for three years from purchase and can be spent on anything in the shop, in one or several orders.</p>
`

export const useMyArt = `
<p>I am glad when my paintings travel. You may share images of my work from this site freely, for personal and non-commercial purposes, <strong>as long as you credit “Isla Moreton, islamoreton.art”</strong> and link back here where you can.</p>
<h2>High-resolution files and commercial use</h2>
<p>For book covers, packaging, editorial features, prints or any commercial use, high-resolution files are licensed for a fee that depends on the use, the print run and the territory. Tell me about your project at <a href="mailto:studio@atelier.test">studio@atelier.test</a> and you will have a quote within a few days.</p>
<h2>Schools and charities</h2>
<p>Schools, libraries and registered charities may ask for a free licence for educational and fundraising use.</p>
`
