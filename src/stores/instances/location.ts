/** The IP locator, made on first use (the article list, a knowledge claim). */
import { mapsApi } from '@/services/maps'
import { IpLocator } from '../location'

let locator: IpLocator | undefined

export function ipLocator(): IpLocator {
  if (!locator) locator = new IpLocator(mapsApi)
  return locator
}
