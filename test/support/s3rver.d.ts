// The little of s3rver (an S3-compatible server, which ships no types) that the media tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net"

  export default class S3rver {
    constructor(options: {
      readonly address?: string
      readonly port?: number
      readonly directory?: string
      readonly silent?: boolean
      readonly configureBuckets?: readonly { readonly name: string }[]
    })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
