/**
 * Leaving the app for a web page outside it (the agreement's sign page on the school site, or the sandbox sign page
 * the reference server serves): H5 simply goes there; that page brings the learner back when done.
 */
export interface WebPageHint {
  /** What the mini-program's copy dialog says (H5 ignores it). */
  title: string
  content: string
}

export async function openWebPage(url: string, _hint?: WebPageHint): Promise<void> {
  window.location.href = url
}
