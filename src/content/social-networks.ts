export const socialNetworks = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'pinterest',
  'github',
  'xing',
  'skype',
] as const
