import sanitizeHtml from 'sanitize-html'

const alignment = [/^(left|right|center|justify|start|end)$/]
const length = [/^\d{1,3}(\.\d+)?(px|em|rem)$/]

/**
 * What rich text may hold once it is HTML: the editor's own elements, links that lead somewhere a
 * browser will not run, and pictures from the studio's own image route. Anything else (a script,
 * an event attribute, a `javascript:` address, a frame, a form) is dropped, whatever was pasted.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'sub',
    'sup',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'hr',
    'img',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type'],
    ol: ['start'],
    li: ['value'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': alignment,
      'text-decoration': [/^(underline|line-through)$/],
      'padding-inline-start': length,
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  // Pictures come from the site's own renditions, never from an address that would tell a third party who looked.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src?.startsWith('/assets/i/')) ||
    (frame.tag === 'source' && !frame.attribs.srcset?.startsWith('/assets/i/')),
  transformTags: {
    // A link that opens a new tab never hands the new page a handle on this one.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? ''
      if (attribs.target !== '_blank') return { tagName, attribs: { href } }
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } }
    },
  },
}

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, allowed).trim()
}
