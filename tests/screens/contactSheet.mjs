// One HTML page showing every screen's picture with its findings, for a reviewer to see them all at once.
import fs from 'node:fs'
import path from 'node:path'

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** results: [{name, path, as, png, findings, ms}]; extra: [{title, dir, items: [{name, png, notes}]}] (mini-program). */
export function writeContactSheet(dir, results, extra = []) {
  const failing = results.filter((r) => r.findings.length)
  const card = (r) => `<figure class="${r.findings.length ? 'bad' : 'ok'}" id="${esc(r.name)}">
  <a href="${esc(r.png)}"><img src="${esc(r.png)}" loading="lazy" width="188" height="406" alt="${esc(r.name)}"></a>
  <figcaption><b>${esc(r.name)}</b><br><small>${esc(r.as ?? '')} ${esc(r.path ?? '')}</small>
  ${r.findings.length ? `<ul>${r.findings.map((f) => `<li><b>${esc(f.check)}</b> ${esc(f.element)}: ${esc(f.detail)}</li>`).join('')}</ul>` : ''}</figcaption>
</figure>`
  const section = (s) => `<h2>${esc(s.title)}</h2><div class="grid">${s.items.map((i) => card({ ...i, png: path.posix.join(s.dir, i.png), findings: [], path: i.notes })).join('\n')}</div>`
  const html = `<!doctype html><meta charset="utf-8"><title>Screens</title>
<style>body{font:13px sans-serif;margin:16px}.grid{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;width:188px}
img{border:1px solid #ccc;width:188px;height:auto}figure.bad img{border:2px solid #d00}ul{padding-left:16px;margin:4px 0;color:#a00}
small{color:#555;word-break:break-all}</style>
<h1>${results.length} H5 screens at 375x812, ${failing.length} with findings</h1>
<div class="grid">${results.map(card).join('\n')}</div>
${extra.map(section).join('\n')}`
  const file = path.join(dir, 'index.html')
  fs.writeFileSync(file, html)
  return file
}
