/**
 * index.html's first inline script: the root font-size the H5 build's rem units rest on (Taro's pxtransform, design
 * width 750: 40 px at a 750 px-wide screen... clamped to 20-40 px, i.e. 40 * w / 750). Taro's own script (webpack5-runner
 * H5WebpackPlugin) measures `document.documentElement.getBoundingClientRect()` and takes the smaller of its width and
 * height; that height is the document's content, near 0 while the app has not rendered, so the size starts at its
 * minimum and only corrects on a resize (500 ms later): on a 412 px-wide phone the whole page shifts (CLS 0.07). This
 * one measures the viewport. tests/jest/taroPins.test.ts fails when Taro's script changes, to look at this again.
 */
export const REM = { rootValue: 40, designWidth: 750, max: 40, min: 20 } as const

export function remScript({ rootValue, designWidth, max, min } = REM): string {
  return `!function(n){function f(){var d=n.document.documentElement,w=Math.min(n.innerWidth||d.clientWidth,n.innerHeight||d.clientHeight)||d.clientWidth,x=${rootValue}*w/${designWidth};d.style.fontSize=x>=${max}?"${max}px":x<=${min}?"${min}px":x+"px"}n.addEventListener("resize",function(){f();setTimeout(f,500)}),f()}(window);`
}
