/**
 * NutUI's components draw on Taro's (a NutUI Button is a Taro Button with NutUI's classes), and both style the same
 * element with one class each: `.nut-button` and `.taro-button-core` are equally specific, so the rule that comes
 * later wins. NutUI's must win. When a NutUI component enters the app entry (its CSS then sits in app.css, ahead of
 * Taro's core rules that the entry's own modules bring), Taro's `width: 100%`, border and grey background take over:
 * the login form's code field was squeezed to nothing by its send button. `npm run check:bundle` runs this on the
 * H5 build.
 */

/** Each NutUI component whose rules in `appCss` come before Taro's core rules for the same component. */
export function nutuiBeforeTaro(appCss: string, lazyCss: string[] = []): string[] {
  const problems: string[] = []
  const firstNut = new Map<string, number>()
  for (const m of appCss.matchAll(/\.nut-([a-z]+)[{,\s]/g)) if (!firstNut.has(m[1])) firstNut.set(m[1], m.index)
  for (const [name, nutAt] of firstNut) {
    const taro = `.taro-${name}-core`
    const taroAt = appCss.indexOf(taro)
    if (taroAt > nutAt) problems.push(`app.css has .nut-${name} before ${taro}: Taro's core style wins over NutUI's`)
    else if (taroAt < 0 && lazyCss.some((css) => css.includes(taro))) {
      problems.push(`app.css has .nut-${name}, and ${taro} comes later in a page's CSS: Taro's core style wins over NutUI's`)
    }
  }
  return problems
}
