// One HTML page showing every screen's picture with its findings, for a reviewer to see them all at once: the key
// screens' WebKit pictures beside Chromium's first, then every Chromium screen, then the mini-program's pictures.
import fs from 'node:fs'
import path from 'node:path'
import type { Finding } from './checks'

/** A finding as the sheet lists it; an engine artefact says why it does not count. */
export interface SheetFinding extends Finding {
  why?: string
}

/** One picture on the sheet: a screen's name, where it was (path, who looked), its picture and its findings. */
export interface ScreenResult {
  name: string
  path?: string
  as?: string
  png: string
  findings: SheetFinding[]
  /** WebKit's findings that are engine artefacts (ARTEFACTS in webkit.test.ts), listed greyed. */
  artefacts?: SheetFinding[]
  ms?: number
}

/** The WebKit run as webkit.test.ts writes it to webkit/findings.json. */
export interface WebKitRun {
  viewport: string
  userAgent: string
  results: ScreenResult[]
}

/** A section of pictures without findings (the mini-program's, from its manifest.json), in `dir`. */
export interface PictureSection {
  title: string
  dir: string
  items: { name: string; png: string; notes: string }[]
}

const esc = (s: unknown) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' } as Record<string, string>)[c])
const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)

const findingList = (findings: SheetFinding[] | undefined, cls = '') => (findings?.length
  ? `<ul class="${cls}">${findings.map((f) => `<li><b>${esc(f.check)}</b> ${esc(f.element)}: ${esc(f.detail)}${f.why ? ` <i>(${esc(f.why)})</i>` : ''}</li>`).join('')}</ul>`
  : '')

const card = (r: ScreenResult, label = '') => `<figure class="${r.findings.length ? 'bad' : 'ok'}" id="${esc(label ? `${label}-${r.name}` : r.name)}">
  <a href="${esc(r.png)}"><img src="${esc(r.png)}" loading="lazy" width="188" height="406" alt="${esc(r.name)}"></a>
  <figcaption><b>${esc(label || r.name)}</b><br><small>${esc(r.as ?? '')} ${esc(r.path ?? '')}</small>
  ${findingList(r.findings)}${findingList(r.artefacts, 'noted')}</figcaption>
</figure>`

/** webkit: { viewport, userAgent, results } of the WebKit run; each result beside Chromium's of the same name. */
function webkitSection(webkit: WebKitRun, chromium: ScreenResult[]) {
  const bad = webkit.results.filter((r) => r.findings.length).length
  const pair = (w: ScreenResult) => {
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
export function writeContactSheet(dir: string, results: ScreenResult[], extra: PictureSection[] = [], webkit: WebKitRun | null = null) {
  const failing = results.filter((r) => r.findings.length)
  const section = (s: PictureSection) => `<h2>${esc(s.title)}</h2><div class="grid">${s.items.map((i) => card({ ...i, png: path.posix.join(s.dir, i.png), findings: [], path: i.notes })).join('\n')}</div>`
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
export function rebuildContactSheet(dir: string, fresh: { chromium?: ScreenResult[]; webkit?: WebKitRun } = {}) {
  const chromium = fresh.chromium ?? readJson<ScreenResult[]>(path.join(dir, 'findings.json')) ?? []
  const webkit = fresh.webkit ?? readJson<WebKitRun>(path.join(dir, 'webkit', 'findings.json'))
  const weapp = readJson<PictureSection['items']>(path.join(dir, 'weapp', 'manifest.json'))
  const extra: PictureSection[] = weapp ? [{ title: 'Mini-program (miniprogram-simulate, drawn in Chromium)', dir: 'weapp', items: weapp }] : []
  return writeContactSheet(dir, chromium, extra, webkit)
}
