// One HTML page showing every screen's picture with its findings, for a reviewer to see them all at once: the key
// screens' WebKit pictures beside Chromium's first, then every Chromium screen, then the mini-program's pictures.
import fs from 'node:fs'
import path from 'node:path'

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)

const findingList = (findings, cls = '') => (findings?.length
  ? `<ul class="${cls}">${findings.map((f) => `<li><b>${esc(f.check)}</b> ${esc(f.element)}: ${esc(f.detail)}${f.why ? ` <i>(${esc(f.why)})</i>` : ''}</li>`).join('')}</ul>`
  : '')

const card = (r, label = '') => `<figure class="${r.findings.length ? 'bad' : 'ok'}" id="${esc(label ? `${label}-${r.name}` : r.name)}">
  <a href="${esc(r.png)}"><img src="${esc(r.png)}" loading="lazy" width="188" height="406" alt="${esc(r.name)}"></a>
  <figcaption><b>${esc(label || r.name)}</b><br><small>${esc(r.as ?? '')} ${esc(r.path ?? '')}</small>
  ${findingList(r.findings)}${findingList(r.artefacts, 'noted')}</figcaption>
</figure>`

/** webkit: { viewport, userAgent, results } of the WebKit run; each result beside Chromium's of the same name. */
function webkitSection(webkit, chromium) {
  const bad = webkit.results.filter((r) => r.findings.length).length
  const pair = (w) => {
    const c = chromium.find((r) => r.name === w.name)
    return `<div class="pair"><h3>${esc(w.name)}</h3>
${c ? card(c, 'Chromium') : '<figure><figcaption>not pictured by the last Chromium run</figcaption></figure>'}
${card({ ...w, png: path.posix.join('webkit', w.png) }, 'WebKit')}</div>`
  }
  return `<h2>WebKit beside Chromium: ${webkit.results.length} key screens, ${bad} with findings on WebKit</h2>
<p><small>WebKit: WebKitGTK MiniBrowser ${esc(webkit.viewport)}, ${esc(webkit.userAgent)}</small></p>
<div class="grid">${webkit.results.map(pair).join('\n')}</div>`
}

/**
 * results: [{name, path, as, png, findings, ms}] (Chromium); extra: [{title, dir, items: [{name, png, notes}]}]
 * (mini-program); webkit: { viewport, userAgent, results } (the WebKit run, none: left out).
 */
export function writeContactSheet(dir, results, extra = [], webkit = null) {
  const failing = results.filter((r) => r.findings.length)
  const section = (s) => `<h2>${esc(s.title)}</h2><div class="grid">${s.items.map((i) => card({ ...i, png: path.posix.join(s.dir, i.png), findings: [], path: i.notes })).join('\n')}</div>`
  const html = `<!doctype html><meta charset="utf-8"><title>Screens</title>
<style>body{font:13px sans-serif;margin:16px}.grid{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;width:188px}
img{border:1px solid #ccc;width:188px;height:auto}figure.bad img{border:2px solid #d00}ul{padding-left:16px;margin:4px 0;color:#a00}
ul.noted{color:#666}.pair{display:flex;flex-wrap:wrap;gap:8px;width:392px;border:1px solid #ddd;padding:4px}.pair h3{width:100%;margin:0;font-size:13px}
small{color:#555;word-break:break-all}</style>
${webkit ? webkitSection(webkit, results) : ''}
<h1>${results.length} H5 screens at 375x812 (Chromium), ${failing.length} with findings</h1>
<div class="grid">${results.map((r) => card(r)).join('\n')}</div>
${extra.map(section).join('\n')}`
  const file = path.join(dir, 'index.html')
  fs.writeFileSync(file, html)
  return file
}

/**
 * The sheet from what the runs left in `dir`: Chromium's findings.json, WebKit's webkit/findings.json and the
 * mini-program's weapp/manifest.json; `fresh` ({ chromium, webkit }) gives a run's own results instead.
 */
export function rebuildContactSheet(dir, fresh = {}) {
  const chromium = fresh.chromium ?? readJson(path.join(dir, 'findings.json')) ?? []
  const webkit = fresh.webkit ?? readJson(path.join(dir, 'webkit', 'findings.json'))
  const weapp = readJson(path.join(dir, 'weapp', 'manifest.json'))
  const extra = weapp ? [{ title: 'Mini-program (miniprogram-simulate, drawn in Chromium)', dir: 'weapp', items: weapp }] : []
  return writeContactSheet(dir, chromium, extra, webkit)
}
