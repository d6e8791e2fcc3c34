/**
 * The sandbox's stand-in for the maps service's IP location (docs/spec/content-access.md section 7 "News and articles":
 * "Maps-service IP location GET with a fixed {key} param (result.ad_info.province used)"). It answers in the maps
 * service's shape — {status, message, result: {ip, location, ad_info}}, status 0 a success — not the house envelope.
 *
 * The sandbox has no IP database: it places the three documentation networks of RFC 5737 (addresses no real client
 * has) and nothing else. A loopback or private caller is not located (as a real service cannot place a LAN address),
 * unless the server was told which address to pretend such a caller has (SANDBOX_CLIENT_IP / sandboxClientIp), which
 * is how a developer or a test sees a located article list.
 */
import net from 'node:net'
import type { IpLocationAnswer } from '../../../contract/maps'

/** The sandbox's key (the app's TARO_APP_MAPS_KEY default). */
export const SANDBOX_MAPS_KEY = 'sandbox-maps-key'

export const MapsStatus = { OK: 0, BAD_KEY: 110, BAD_IP: 310, UNLOCATED: 375 } as const

interface Place {
  province: string
  city: string
  adcode: number
  lat: number
  lng: number
}

/** RFC 5737 documentation networks (first three octets) and the place the sandbox gives each. */
export const SANDBOX_NETWORKS: Record<string, Place> = {
  '192.0.2': { province: '广东省', city: '广州市', adcode: 440100, lat: 23.12908, lng: 113.26436 },
  '198.51.100': { province: '四川省', city: '成都市', adcode: 510100, lat: 30.65984, lng: 104.10194 },
  '203.0.113': { province: '上海市', city: '上海市', adcode: 310000, lat: 31.23037, lng: 121.4737 },
}

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./, /^::1$/, /^f[cd]/i, /^fe80:/i]

/** The IPv4 address in an IPv4-mapped IPv6 address ('::ffff:127.0.0.1'), else the address itself. */
const plain = (ip: string) => ip.replace(/^::ffff:/i, '')

export const isPrivateAddress = (ip: string) => PRIVATE.some((re) => re.test(plain(ip)))

/**
 * The answer for a lookup. `ip`: the query's address when given (the maps service takes an `ip` parameter), else the
 * caller's; `clientIp`: the address a loopback or private caller is taken to have (none by default).
 */
export function locateIp(input: { key?: string; ip?: string }, callerIp: string, clientIp?: string): IpLocationAnswer {
  if (input.key !== SANDBOX_MAPS_KEY) return { status: MapsStatus.BAD_KEY, message: '请求来源未被授权' }
  if (input.ip !== undefined && net.isIP(input.ip) === 0) return { status: MapsStatus.BAD_IP, message: '请求参数信息有误' }
  let ip = plain(input.ip ?? callerIp)
  if (input.ip === undefined && isPrivateAddress(ip) && clientIp) ip = plain(clientIp)
  if (isPrivateAddress(ip)) return { status: MapsStatus.UNLOCATED, message: '局域网IP无法定位' }
  const place = SANDBOX_NETWORKS[ip.split('.').slice(0, 3).join('.')]
  if (!place) return { status: MapsStatus.UNLOCATED, message: 'IP无法定位' }
  return {
    status: MapsStatus.OK,
    message: 'query ok',
    result: {
      ip,
      location: { lat: place.lat, lng: place.lng },
      ad_info: { nation: '中国', province: place.province, city: place.city, district: '', adcode: place.adcode },
    },
  }
}
