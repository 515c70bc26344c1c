import {
  allowInsecureRequests,
  ClientSecretBasic,
  discovery,
  enableNonRepudiationChecks,
  type Configuration,
} from 'openid-client'

import { causeField, discoveryError } from '@/accounts/oauth2-errors'
import { env } from '@/lib/env'

/**
 * The OAuth2 / OpenID Connect provider (OAUTH2_* settings), or null when none is configured:
 * the login button shows only then.
 */
export const oauth2Config = () => env.oauth2

/** API bases the token-login landing's `b` may name (ACCOUNT_API_BASES, comma-separated). */
export const allowedApiBases = () => env.accountApiBases

type Provider = NonNullable<ReturnType<typeof oauth2Config>>

/**
 * Plain http is allowed only to a provider on this machine (the tests' own): anywhere else it
 * would put the client secret and the visitor's tokens on the wire in clear.
 */
export function allowsPlainHttp(issuer: string) {
  const { protocol, hostname } = new URL(issuer)
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
}

async function discover({ issuer, clientId, clientSecret }: Provider): Promise<Configuration> {
  const options = {
    timeout: 10,
    // openid-client trusts an ID token from the token endpoint on TLS alone; its signature is
    // checked against the provider's JWKS as well, as it was before, and over http it must be.
    execute: allowsPlainHttp(issuer)
      ? [enableNonRepudiationChecks, allowInsecureRequests]
      : [enableNonRepudiationChecks],
  }
  const find = (server: URL) => discovery(server, clientId, undefined, ClientSecretBasic(clientSecret), options)
  try {
    return await find(new URL(issuer))
  } catch (error) {
    // OAUTH2_ISSUER is kept without a trailing slash; a provider whose issuer has one is still ours.
    const announced = causeField(causeField(error instanceof Error ? error.cause : undefined, 'body'), 'issuer')
    if (typeof announced === 'string' && announced !== issuer && announced.replace(/\/+$/, '') === issuer) {
      return find(new URL(announced)).catch((again: unknown) => Promise.reject(discoveryError(again)))
    }
    throw discoveryError(error)
  }
}

const DISCOVERY_MS = 10 * 60_000
let discovered: { provider: Provider; at: number; configuration: Promise<Configuration> } | null = null

/**
 * The provider's client configuration (metadata, endpoints, and the JWKS it caches), discovered
 * once every 10 minutes and shared by concurrent logins; a failed discovery is forgotten at once
 * so the next login tries again.
 */
export function providerConfiguration(provider: Provider): Promise<Configuration> {
  const kept = discovered
  if (
    kept &&
    kept.provider.issuer === provider.issuer &&
    kept.provider.clientId === provider.clientId &&
    kept.provider.clientSecret === provider.clientSecret &&
    Date.now() - kept.at < DISCOVERY_MS
  ) {
    return kept.configuration
  }
  const entry = { provider, at: Date.now(), configuration: discover(provider) }
  discovered = entry
  entry.configuration.catch(() => {
    if (discovered === entry) discovered = null
  })
  return entry.configuration
}
