// WeChat's side of the messenger browser for WebKit, which has no init script (WebKitGTK's WebDriver offers neither
// BiDi preload scripts nor request interception):
// - the JS-SDK: the browser goes through a local proxy that answers https://res.wx.qq.com itself (a throw-away
//   self-signed certificate; the browser ignores TLS errors) with a stand-in jweixin recording its calls in
//   window.__wxCalls;
// - WeixinJSBridge: the payment matrix's stand-in (tests/e2e/matrix/environments.mjs) installed after load, then
//   WeixinJSBridgeReady fired, as WeChat does for a page that asks before its bridge is there
//   (src/platform/payment.h5.ts waits for that event).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import { ENVIRONMENTS, STAND_IN_JSSDK } from '../e2e/matrix/environments.mjs'

const SDK_HOSTS = new Set(['res.wx.qq.com', 'res2.wx.qq.com'])

/** A self-signed certificate for the SDK's hosts (openssl), made once per run. */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-wx-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=res.wx.qq.com',
    '-addext', 'subjectAltName=DNS:res.wx.qq.com,DNS:res2.wx.qq.com,IP:127.0.0.1'], { stdio: 'ignore' })
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(dir, { recursive: true, force: true })
  return pair
}

/**
 * An HTTP proxy on 127.0.0.1 that answers the JS-SDK's hosts with STAND_IN_JSSDK and refuses every other host (no
 * traffic leaves the machine). Resolves { args (the MiniBrowser's), sdkLoads(), stop() }. The MiniBrowser's own
 * --proxy is used: WebDriver's `sslProxy` capability makes WebKitGTK speak TLS to the proxy itself, and
 * acceptInsecureCerts does not cover a proxy's certificate.
 */
export async function startSdkProxy() {
  let loads = 0
  const sdk = http.createServer((req, res) => {
    if (req.url.startsWith('/open/js/')) loads++
    res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' })
    res.end(STAND_IN_JSSDK)
  })
  const { key, cert } = certificate()
  const proxy = http.createServer((req, res) => {
    res.writeHead(502)
    res.end()
  })
  const sockets = new Set()
  proxy.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  proxy.on('connect', (req, socket) => {
    const [host] = req.url.split(':')
    if (!SDK_HOSTS.has(host)) return socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    const secure = new tls.TLSSocket(socket, { isServer: true, key, cert })
    secure.on('error', () => socket.destroy())
    sdk.emit('connection', secure)
  })
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r))
  const { port } = proxy.address()
  return {
    args: [`--proxy=http://127.0.0.1:${port}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost', '--ignore-tls-errors'],
    sdkLoads: () => loads,
    async stop() {
      for (const s of sockets) s.destroy()
      await new Promise((r) => proxy.close(r))
    },
  }
}

/** Installs the bridge in the page now showing once its URL satisfies `at` (a URL → boolean); resolves that URL. */
export async function bridgeWhen(driver, at, timeout = 15_000) {
  let url
  await driver.wait(async () => {
    url = new URL(await driver.getCurrentUrl())
    if (!at(url)) return false
    return driver.executeScript(`if (document.readyState === 'loading') return false
      if (!window.WeixinJSBridge) {
        (${ENVIRONMENTS.wechat.initScript})()
        document.dispatchEvent(new Event('WeixinJSBridgeReady'))
      }
      return true`)
  }, timeout, 'waiting to give the page its WeixinJSBridge')
  return url
}
