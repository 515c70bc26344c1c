/**
 * The artist's HTML keeps its markup but can run nothing, whatever is pasted into it: every
 * `<script>` becomes a data block (the first `type` attribute counts, so a `type` of its own after
 * ours changes nothing), inline event handlers lose their `on` prefix and `javascript:` addresses
 * their scheme. The page's Content-Security-Policy refuses the same a second time (script-policy.ts).
 */
export function inertHtml(html: string): string {
  return html
    .replace(/<script\b/gi, '<script type="text/plain" data-inert=""')
    .replace(/(<[^>]*?\s)on([a-z]+\s*=)/gi, '$1data-inert-on$2')
    .replace(/(\s(?:href|src|action|formaction|xlink:href)\s*=\s*["']?)\s*javascript:/gi, '$1inert:')
}
