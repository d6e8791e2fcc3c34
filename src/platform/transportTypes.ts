/**
 * What the request layer (src/services/request.ts) hands the platform's transport and gets back: the capability's
 * interface, implemented by src/platform/transport.ts (Taro.request, or an answer index.html began early on H5).
 */
export type Method = 'GET' | 'POST'

export interface TransportRequest {
  url: string
  method: Method
  headers: Record<string, string>
  /** JSON object (POST json) or url-encoded string (POST form); GET carries everything in the url. */
  body?: unknown
  timeout: number
}

export interface TransportResponse {
  status: number
  data: unknown
}

export type Transport = (req: TransportRequest) => Promise<TransportResponse>
