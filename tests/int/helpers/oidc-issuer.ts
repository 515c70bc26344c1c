import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

export type IssuerLogin = {
  /** Claims of the person signing in: in the ID token unless `userinfoOnly`, and always from userinfo. */
  person: { email: string; email_verified: boolean; given_name?: string; family_name?: string }
  userinfoOnly?: boolean
  /** Claims that replace the right ones in the ID token (a wrong nonce, a foreign audience). */
  idToken?: JWTPayload
  /** Sign the ID token with a key the issuer does not publish, under the published key's id. */
  foreignKey?: boolean
}

/**
 * A minimal OpenID provider on a loopback port, under the tests' control: discovery, JWKS, a
 * token endpoint that checks the client's secret (Basic) and the PKCE verifier, and userinfo.
 * Unlike a real provider it can hand out an ID token that is wrong in one chosen way.
 */
export async function startOidcIssuer(client: { clientId: string; clientSecret: string }) {
  const keys = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const kid = 'test-key'
  const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, { nonce: string; challenge: string; login: IssuerLogin }>()
  const tokens = new Map<string, IssuerLogin['person'] & { sub: string }>()
  const tokenRequests: URLSearchParams[] = []
  let issuer = ''

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readBody(req)
    tokenRequests.push(form)
    // RFC 6749 2.3.1: both halves are form-urlencoded before Basic encoding, so decode, not compare.
    const pair = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':')
    const [id, secret] = pair.map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
    if (pair.length !== 2 || id !== client.clientId || secret !== client.clientSecret)
      return send(res, 401, { error: 'invalid_client' })
    const grant = codes.get(form.get('code') ?? '')
    codes.delete(form.get('code') ?? '')
    const verifier = form.get('code_verifier') ?? ''
    if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
      return send(res, 400, { error: 'invalid_grant' })
    const { person, userinfoOnly, idToken, foreignKey } = grant.login
    const sub = `sub-${person.email}`
    const accessToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, { ...person, sub })
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      iss: issuer,
      aud: client.clientId,
      sub,
      iat: now,
      exp: now + 300,
      nonce: grant.nonce,
      ...(userinfoOnly ? {} : person),
      ...idToken,
    }
    const id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(foreignKey ? foreign.privateKey : keys.privateKey)
    send(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token })
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    if (path === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
      })
    }
    if (path === '/jwks') return send(res, 200, { keys: [jwk] })
    if (path === '/token' && req.method === 'POST') return void token(req, res)
    if (path === '/userinfo') {
      const person = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
      return person ? send(res, 200, person) : send(res, 401, { error: 'invalid_token' })
    }
    send(res, 404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    issuer,
    tokenRequests,
    /**
     * What the provider's login page would do with the visitor sent to `location`: checks the
     * request and answers the code and state the visitor brings back to the site.
     */
    authorize(location: string, login: IssuerLogin) {
      const url = new URL(location)
      const q = url.searchParams
      if (
        `${url.origin}${url.pathname}` !== `${issuer}/authorize` ||
        q.get('client_id') !== client.clientId ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256'
      ) {
        throw new Error(`not an authorization request for this client: ${location}`)
      }
      const code = randomBytes(16).toString('hex')
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', login })
      return {
        code,
        state: q.get('state') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        scope: q.get('scope') ?? '',
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
