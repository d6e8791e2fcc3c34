/** Secrets that may ride in a URL's query; their values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|ticket|otp|sign|paySign|paySig|signature|code|wxCode|weappCode|password|passWord)=)[^&#]*/gi

/** The URL with the values of secret query parameters replaced by '***'. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***')
