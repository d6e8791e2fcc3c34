// Latin words in rendered text outside the allow-list (brands, units). Interim copy until the source rule lands.
const ALLOWED = new Set(['App', 'APP', 'VIP', 'CPA', 'QQ', 'ACCA', 'CMA', 'Excel', 'PPT', 'ID', 'KB', 'MB', 'GB'])
export function latinWords(text) {
  return (text.match(/[A-Za-z]{2,}/g) || []).filter((w) => !ALLOWED.has(w))
}
