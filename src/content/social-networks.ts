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
export type SocialNetwork = (typeof socialNetworks)[number]
