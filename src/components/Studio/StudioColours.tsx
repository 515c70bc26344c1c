/**
 * The studio's colour as the back-office's accent (custom.css uses it). React places the style in
 * the document's head; the value is checked as a hex colour before it gets here.
 */
export function StudioColours({ accent }: { accent: string }) {
  return <style href="studio-colours" precedence="medium">{`:root{--studio-accent:${accent}}`}</style>
}
