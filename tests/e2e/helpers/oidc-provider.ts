import type { Server } from 'node:http'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider for the browser tests (the `oidc-provider` package with its
 * development login screens). Any login name signs in; its e-mail is `<name>@example.test`,
 * verified unless the name starts with "unverified".
 */
export async function startOidcProvider(options: {
  port: number
  clientId: string
  clientSecret: string
  redirectUri: string
}): Promise<{ close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: id.includes('@') ? id : `${id}@example.test`,
        email_verified: !id.startsWith('unverified'),
        given_name: 'Olive',
        family_name: 'Ida',
      }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['atelier-e2e-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  } as never)
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(options.port, '127.0.0.1', () => resolve(s))
  })
  return { close: () => new Promise((resolve) => server.close(() => resolve())) }
}
