import {
  AlignFeature,
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

/** What every long text the artist writes can hold; `render-rich-text.ts` turns each part into HTML. */
export const studioFeatures = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnderlineFeature(),
  StrikethroughFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  // Links to her own pages and products are chosen from a list, so they follow a renamed slug on the next save.
  LinkFeature({ enabledCollections: ['pages', 'products'] }),
  BlockquoteFeature(),
  UploadFeature({ enabledCollections: ['media'] }),
  HorizontalRuleFeature(),
  AlignFeature(),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

/** The editor of the back-office: a toolbar always in view, as in a word processor. */
export const studioEditor = lexicalEditor({ features: () => studioFeatures })
