// A page is sent as one string per request, which Node encodes as UTF-8 on its way to the socket.
// V8 copies an ASCII string as it is; one character above U+007F sends the whole page through
// character-by-character encoding (a 37 KB page: about 90 instead of 40 µs a write), and one above
// U+00FF makes it a two-byte string, about ten times slower again to measure and encode. The cache
// keeps each page as ASCII (see page-cache-handler.ts).

/** Characters outside ASCII; with the u flag an astral character is one match. */
const WIDE = /[^\0-\x7f]/u
const WIDE_CODE_POINTS = /[^\0-\x7f]/gu
/** Without the u flag each UTF-16 unit matches alone, as `\u` escapes need for astral characters. */
const WIDE_UNITS = /[^\0-\x7f]/g

/** Elements and sections whose text the HTML parser takes as it is, without character references. */
const RAW_TEXT_START = /<(script|style|xmp|iframe|noembed|noframes|plaintext)\b([^>]*)>|<!\[CDATA\[/gi
const JSON_TYPE = /\btype=["']?application\/(ld\+)?json\b/i
const FLIGHT_SCRIPT = /^\s*(\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/

const characterReference = (character: string) => `&#x${character.codePointAt(0)!.toString(16)};`
const unicodeEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * The same document in ASCII, held in one byte per character: every other character written as a
 * character reference in markup and text, as a `\u` escape inside Next's page-data scripts and
 * JSON scripts, where it stands inside a string. Where such a character sits in any other raw
 * text (another script, a style sheet, CDATA), the document is returned as it came.
 */
export function toAsciiHtml(html: string): string {
  if (!WIDE.test(html)) return oneByteCopy(html)
  let out = ''
  let from = 0
  for (const start of html.matchAll(RAW_TEXT_START)) {
    if (start.index < from) continue
    const tag = start[1]?.toLowerCase()
    const bodyStart = start.index + start[0].length
    const end = rawTextEnd(html, tag, bodyStart)
    const body = html.slice(bodyStart, end)
    out += html.slice(from, bodyStart).replace(WIDE_CODE_POINTS, characterReference)
    if (WIDE.test(body)) {
      const isStringData = tag === 'script' && (JSON_TYPE.test(start[2] ?? '') || FLIGHT_SCRIPT.test(body))
      if (!isStringData) return html
      out += body.replace(WIDE_UNITS, unicodeEscape)
    } else {
      out += body
    }
    from = end
  }
  return oneByteCopy(out + html.slice(from).replace(WIDE_CODE_POINTS, characterReference))
}

/** Where raw text that began at `bodyStart` ends: its closing tag, the end of CDATA, or the document's end. */
function rawTextEnd(html: string, tag: string | undefined, bodyStart: number): number {
  if (tag === 'plaintext') return html.length
  const closing = tag ? new RegExp(`</${tag}[\\s/>]`, 'ig') : /\]\]>/g
  closing.lastIndex = bodyStart
  return closing.exec(html)?.index ?? html.length
}

/** Latin-1 round trip: V8 stores the result in one byte per character. */
const oneByteCopy = (text: string) => Buffer.from(text, 'latin1').toString('latin1')
