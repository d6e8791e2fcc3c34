// node-forge's per-module files: loading only RSA, PKCS#1 (OAEP) and SHA-256 keeps the rest of forge out of the bundle.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge'
  export = forge
}
declare module 'node-forge/lib/rsa'
declare module 'node-forge/lib/pkcs1'
declare module 'node-forge/lib/sha256'
declare module 'node-forge/lib/util'
declare module 'node-forge/lib/jsbn'
