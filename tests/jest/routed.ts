/**
 * Taro's real H5 router under jest: `routedApp` is the stub app to hand createRouter, and `routed(move)` resolves once
 * the router has rendered a move, with what it made of it: a page (the app's mount, which the page's onLoad calls once
 * it has set Current.router), or none for the URL (Taro's `__taroRouterNotFound`). The router resolves the route and
 * loads the page in promises after the history's move (a Back's popstate jsdom fires a task later); a Back to a page
 * it holds shows it once the page left is unloaded, a timer later.
 */
import { eventCenter } from '@tarojs/runtime'

export type Routed = 'page' | 'not found'

let routedTo: ((outcome: Routed) => void) | null = null

export const routedApp = { mount: () => routedTo?.('page'), unmount() {} }
eventCenter.on('__taroRouterNotFound', () => routedTo?.('not found'))

export function routed(move: () => unknown): Promise<Routed> {
  return new Promise((resolve, reject) => {
    // As waitFor's: for a router that ends a move in neither (a load that throws), the test fails at once.
    const deadline = setTimeout(() => {
      routedTo = null
      reject(new Error('the router made no page of the move, and found none'))
    }, 1000)
    routedTo = (outcome) => {
      routedTo = null
      clearTimeout(deadline)
      resolve(outcome)
    }
    void move()
  })
}
