// The layout rules of the experience score, measured in a browser page (the H5 build lays out the same components and
// styles as the mini-program) and judged in node. The in-page functions use only the DOM.

/** WeChat's limits: a picture at most 3x its shown size in device pixels; a tap target at least 20x20 px. */
export const PICTURE_MAX_RATIO = 3
export const TAP_MIN = 20
/** What we aim for on buttons (Apple's and Google's guidance). */
export const TAP_AIM = 44

/**
 * Every loaded picture of the page (an <img>; Taro's Image draws one): its natural size against the box it is drawn
 * in, times the device pixel ratio. `ratio` is the natural pixels per device pixel along the axis the picture is
 * scaled by: object-fit cover (mode aspectFill) fills the box, contain (aspectFit) fits in it, fill (scaleToFill)
 * stretches each axis (the larger ratio counts).
 */
export function measurePictures() {
  const dpr = window.devicePixelRatio
  const out = []
  for (const img of document.querySelectorAll('img')) {
    const src = img.currentSrc || img.src
    if (!img.complete || !img.naturalWidth || !src || src.startsWith('data:') || /\.svg(\?|$)/.test(src)) continue
    const r = img.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) continue
    const nw = img.naturalWidth
    const nh = img.naturalHeight
    const fit = getComputedStyle(img).objectFit
    const sx = (r.width * dpr) / nw
    const sy = (r.height * dpr) / nh
    const scale = fit === 'cover' ? Math.max(sx, sy) : fit === 'contain' ? Math.min(sx, sy) : fit === 'none' ? 1 : Math.min(sx, sy)
    out.push({ src: new URL(src).pathname + new URL(src).search, natural: `${nw}x${nh}`, shown: `${Math.round(r.width)}x${Math.round(r.height)}`, fit, ratio: Math.round((1 / scale) * 100) / 100 })
  }
  return out
}

/**
 * Every element a learner taps (native controls, links, NutUI's buttons, elements with a click or tap listener, the
 * outermost element with cursor: pointer), visible, with its hit box: the border box grown by an absolutely
 * placed ::before/::after (a hit box that does not move the layout). A control inside another control is reached
 * through the outer one unless it has a listener of its own.
 */
export function measureTapTargets(selector) {
  const hidden = (el) => {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e)
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return true
    }
    return false
  }
  const describe = (el) => {
    const text = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 16)
    const cls = (el.getAttribute('class') || '').split(/\s+/).filter(Boolean).slice(0, 2).join('.')
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
  }
  const hitBox = (el) => {
    const r = el.getBoundingClientRect()
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
    if (getComputedStyle(el).position === 'static') return box
    const cs = getComputedStyle(el)
    for (const pseudo of ['::before', '::after']) {
      const p = getComputedStyle(el, pseudo)
      if (p.content === 'none' || p.position !== 'absolute' || p.display === 'none' || p.pointerEvents === 'none') continue
      const left = r.left + parseFloat(cs.borderLeftWidth) + parseFloat(p.left)
      const top = r.top + parseFloat(cs.borderTopWidth) + parseFloat(p.top)
      const w = parseFloat(p.width) + parseFloat(p.paddingLeft) + parseFloat(p.paddingRight)
      const h = parseFloat(p.height) + parseFloat(p.paddingTop) + parseFloat(p.paddingBottom)
      if ([left, top, w, h].some(Number.isNaN)) continue
      box = { left: Math.min(box.left, left), top: Math.min(box.top, top), right: Math.max(box.right, left + w), bottom: Math.max(box.bottom, top + h) }
    }
    return box
  }
  const candidates = new Set(document.querySelectorAll(selector))
  for (const el of document.body.querySelectorAll('*')) {
    if (getComputedStyle(el).cursor === 'pointer' && getComputedStyle(el.parentElement).cursor !== 'pointer') candidates.add(el)
  }
  const out = []
  for (const el of candidates) {
    if (el.matches('input[type=hidden], .taro_page, .taro_router, body') || hidden(el)) continue
    // H5's own navigation bar: WeChat draws the mini-program's (pages with their own bar draw .own-nav-bar, measured).
    if (el.closest('.nav-bar')) continue
    // NutUI's Tag, Step and icons listen to clicks whether or not the app gives them an onClick, and the app never
    // does (it only shows a state or decorates; a tappable icon sits in a View that answers, as the search bar's back).
    if (el.matches('.nut-tag, .nut-step, .nut-icon')) continue
    const r = el.getBoundingClientRect()
    if (r.width < 1 || r.height < 1) continue
    if (el.parentElement?.closest(selector) && !el.hasAttribute('data-screen-tap')) continue
    const b = hitBox(el)
    out.push({ element: describe(el), button: el.matches('button, .nut-button, [role=button]'), w: Math.round((b.right - b.left) * 10) / 10, h: Math.round((b.bottom - b.top) * 10) / 10 })
  }
  return out
}

/** A GET the learner's app may keep: anything but an API answer or the H5 shell (a document). */
export const API_PATH = /^\/(api|dev|sandbox|health)(\/|$)/

/** Cache-Control that lets a client keep the answer (max-age > 0, immutable), or a validator to revalidate with. */
export function cacheable(headers) {
  const cc = (headers['cache-control'] || '').toLowerCase()
  if (/no-store/.test(cc)) return false
  const maxAge = /max-age=(\d+)/.exec(cc)
  if ((maxAge && Number(maxAge[1]) > 0) || /immutable/.test(cc)) return true
  return !!(headers.etag || headers['last-modified'])
}

/** A shared cache may keep a per-learner answer: public, or a max-age without private / no-store. */
export function sharedCacheable(headers) {
  const cc = (headers['cache-control'] || '').toLowerCase()
  if (/no-store|private/.test(cc)) return false
  return /public/.test(cc) || /(s-)?max-age=[1-9]/.test(cc)
}

/** The three rows of a page from its measures. */
export function pageRows(page, { pictures, taps, gets }, note) {
  const worst = pictures.reduce((w, p) => (p.ratio > (w?.ratio ?? 0) ? p : w), null)
  const small = taps.filter((t) => t.w < TAP_MIN || t.h < TAP_MIN)
  const under44 = taps.filter((t) => t.w < TAP_AIM || t.h < TAP_AIM)
  const kept = gets.filter((g) => g.kind !== 'api')
  const uncached = kept.filter((g) => !g.cached)
  const leaky = gets.filter((g) => g.kind === 'api' && g.shared)
  const list = (xs, f) => xs.slice(0, 4).map(f).join('; ') + (xs.length > 4 ? `; +${xs.length - 4} more` : '')
  return [
    {
      rule: 'picture-size', page, value: worst ? worst.ratio : 0, limit: PICTURE_MAX_RATIO, pass: !worst || worst.ratio <= PICTURE_MAX_RATIO,
      note: `${note}; ${pictures.length} pictures loaded${worst ? `, worst ${worst.src.split('?')[0]} ${worst.natural} in ${worst.shown} CSS px (${worst.fit})` : ''}`
        + (pictures.filter((p) => p.ratio > PICTURE_MAX_RATIO).length ? `; over 3x: ${list(pictures.filter((p) => p.ratio > PICTURE_MAX_RATIO), (p) => `${p.src.split('?')[0]} ${p.ratio}x`)}` : ''),
    },
    {
      rule: 'tap-target', page, value: small.length, limit: 0, pass: small.length === 0,
      note: `${note}; ${taps.length} tap targets, ${small.length} under ${TAP_MIN}x${TAP_MIN}, ${under44.length} under ${TAP_AIM}x${TAP_AIM} (${under44.filter((t) => t.button).length} of them buttons)`
        + (small.length ? `: ${list(small, (t) => `${t.element} ${t.w}x${t.h}`)}` : ''),
    },
    {
      rule: 'request-cache', page, value: `${kept.length - uncached.length}/${kept.length}`, limit: 'all', pass: uncached.length === 0 && leaky.length === 0,
      note: `${note}; GETs that may be kept (pictures, fonts, scripts, styles): ${kept.length - uncached.length} of ${kept.length} carry Cache-Control max-age or a validator`
        + (uncached.length ? ` (not: ${list(uncached, (g) => g.path)})` : '')
        + `; ${gets.length - kept.length} API GETs counted as per-learner, must not be kept by a shared cache`
        + (leaky.length ? ` (are: ${list(leaky, (g) => g.path)})` : ''),
    },
  ]
}
