/** The IP locator, made on first use (the article list, a knowledge claim). */
import { mapsApi } from '@/services/maps'
import { IpLocator } from '../location'
import { scoped } from './scoped'

export const ipLocatorScope = scoped((scope) => new IpLocator(scope.service('mapsApi', mapsApi)))

export const ipLocator = (): IpLocator => ipLocatorScope.get()
