/** Lexical's stored shape, written out, for texts a test sends as the back-office's editor would. */
const block = { direction: 'ltr', format: '', indent: 0, version: 1 }

export const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const BOLD = 1

export const paragraph = (...children: object[]) => ({ ...block, type: 'paragraph', textFormat: 0, children })

export const bulletList = (...items: string[]) => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...block, type: 'listitem', value: i + 1, children: [text(item)] })),
})

export const link = (fields: Record<string, unknown>, label: string) => ({
  ...block,
  type: 'link',
  fields: { newTab: false, ...fields },
  children: [text(label)],
})

export const upload = (mediaId: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  relationTo: 'media',
  value: mediaId,
  fields: null,
})

export const richText = (...children: object[]) => ({ root: { ...block, type: 'root', children } })
