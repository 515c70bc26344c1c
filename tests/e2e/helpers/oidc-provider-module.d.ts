declare module 'oidc-provider' {
  import type { Server } from 'node:http'
  export default class Provider {
    constructor(issuer: string, configuration: unknown)
    listen(port: number, host: string, callback: () => void): Server
  }
}
