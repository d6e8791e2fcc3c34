/**
 * The maps service's IP location (docs/spec/content-access.md section 7 "News and articles": "Maps-service IP location GET with
 * a fixed {key} param (result.ad_info.province used)"). The service answers `{status, message, result}` (status 0 is
 * success); the reference server's sandbox stand-in (/sandbox/maps/ws/location/v1/ip) answers in the same shape.
 */
export interface IpLocationResult {
  ip: string
  location: { lat: number; lng: number }
  ad_info: {
    nation: string
    /** '广东省', '上海市': what getProvinceId/v3 takes as provinceName. */
    province: string
    city: string
    district: string
    adcode: number
  }
}

export interface IpLocationAnswer {
  status: number
  message: string
  result?: IpLocationResult
}
