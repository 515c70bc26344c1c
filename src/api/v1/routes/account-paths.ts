/** Where the account calls live (the spec's Cognito-shaped paths) and their tag in the OpenAPI document. */
export const accountBase = '/cognito/user'
export const accountTags = ['Account']
