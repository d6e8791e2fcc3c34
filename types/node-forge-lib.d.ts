// node-forge's per-module files: loading only RSA (with its ASN.1 reader) keeps the rest of forge out of the bundle.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge'
  export = forge
}
declare module 'node-forge/lib/rsa'
declare module 'node-forge/lib/asn1'
declare module 'node-forge/lib/util'
declare module 'node-forge/lib/jsbn'
