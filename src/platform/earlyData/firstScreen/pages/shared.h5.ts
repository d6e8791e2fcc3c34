/**
 * What each key page's first-screen drawing (./home.ts, ./goods.ts...) shares: the drawing's result and context.
 * A drawing gives the top of its page down to its largest picture, element for element as the page's own components
 * draw it (their class names, texts and rules), so the app's render lands exactly over it; anything the answer lacks
 * draws nothing, and the app alone shows the page. tests/e2e/firstScreen.e2e.ts checks each against the app's own
 * drawing.
 */
import { NAV_BAR_IN_PAGE } from '@/platform/pageFrame'
import { navBar, type Box } from '../markup'

/** A page's first screen: what to draw, and the app's element whose picture, once loaded, takes its place. */
export interface FirstScreen {
  box: Box
  /** Selector of the app's own drawing of the largest picture (the first screen goes once it has loaded). */
  replacedBy: string
  /** The page's background, around what is drawn. */
  background: string
}

export type Query = Record<string, string | undefined>

/** What a page's drawing gets besides its answer's data: the URL's query and the page's title (the route table's). */
export interface Context {
  query: Query
  title: string
}

/** A page's drawing from the data of its first call's answer. */
export type PageDrawing<T = never> = (data: T, ctx: Context) => FirstScreen | null

/** The page's own navigation bar first, where the page draws one (not inside the provider's app). */
export const withNav = (title: string, kids: Box[]): Box[] => (NAV_BAR_IN_PAGE ? [navBar(title), ...kids] : kids)

/** The key pages' background (app.css's page colour). */
export const PAGE_BACKGROUND = '#f5f6f7'
