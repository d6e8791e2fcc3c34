/**
 * Scripting time from a Chromium performance trace (devtools.timeline), as DevTools' summary counts it: the self
 * time of scripting events on the page's main thread (time spent in a nested layout, style or paint event is not
 * scripting; time in nested events DevTools does not categorise stays with their parent). Pure, for unit tests.
 */
import { median } from './stats'

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  cat?: string
  args?: { name?: string }
}

export type Category = 'scripting' | 'rendering' | 'painting' | 'loading'

const CATEGORIES: Record<Category, string[]> = {
  scripting: [
    'FunctionCall', 'TimerFire', 'EvaluateScript', 'v8.evaluateModule', 'RunMicrotasks', 'FireAnimationFrame', 'EventDispatch',
    'FireIdleCallback', 'XHRReadyStateChange', 'XHRLoad', 'v8.compile', 'v8.compileModule', 'v8.produceCache', 'v8.run',
    'V8.Execute', 'MajorGC', 'MinorGC', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep',
  ],
  rendering: ['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'UpdateLayerTree', 'HitTest', 'PrePaint', 'Layerize',
    'IntersectionObserverController::computeIntersections'],
  painting: ['Paint', 'PaintImage', 'CompositeLayers', 'Decode Image', 'Commit'],
  loading: ['ParseHTML', 'ParseAuthorStyleSheet'],
}
const CATEGORY_OF = new Map<string, Category>(
  (Object.entries(CATEGORIES) as [Category, string[]][]).flatMap(([cat, names]) => names.map((n) => [n, cat] as [string, Category])),
)

export const categoryOf = (name: string): Category | undefined => CATEGORY_OF.get(name)

interface Span {
  name: string
  start: number
  end: number
}

/** Complete spans of one thread: 'X' events and matched 'B'/'E' pairs (microseconds). */
function spansOf(events: TraceEvent[], pid: number, tid: number): Span[] {
  const spans: Span[] = []
  const open: TraceEvent[] = []
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, start: e.ts, end: e.ts + e.dur })
    else if (e.ph === 'B') open.push(e)
    else if (e.ph === 'E') {
      const b = open.pop()
      if (b) spans.push({ name: b.name, start: b.ts, end: e.ts })
    }
  }
  return spans
}

/** Self time (µs) of each categorised span, with its start: children are the categorised spans nested in it. */
export function selfTimes(events: TraceEvent[], pid: number, tid: number): { start: number; category: Category; self: number }[] {
  const spans = spansOf(events, pid, tid)
    .filter((s) => categoryOf(s.name))
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const out: { start: number; category: Category; self: number }[] = []
  const stack: { span: Span; index: number }[] = []
  for (const span of spans) {
    while (stack.length && stack[stack.length - 1].span.end <= span.start) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) out[parent.index].self -= Math.min(span.end, parent.span.end) - span.start
    out.push({ start: span.start, category: categoryOf(span.name)!, self: span.end - span.start })
    stack.push({ span, index: out.length - 1 })
  }
  return out
}

/** The renderer main thread that did the most scripting (the page's, when several renderers were traced). */
export function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let best: { pid: number; tid: number; scripting: number } | undefined
  for (const m of mains) {
    const scripting = selfTimes(events, m.pid, m.tid).reduce((sum, s) => sum + (s.category === 'scripting' ? s.self : 0), 0)
    if (!best || scripting > best.scripting) best = { pid: m.pid, tid: m.tid, scripting }
  }
  return best && { pid: best.pid, tid: best.tid }
}

/**
 * Scripting milliseconds in each whole second of [fromUs, toUs) on one thread (an event counts in the second it
 * starts in). With the page idle but for a one-second ticker, each entry is the cost of one tick.
 */
export function scriptingPerSecond(events: TraceEvent[], thread: { pid: number; tid: number }, fromUs: number, toUs: number): number[] {
  const seconds = Math.floor((toUs - fromUs) / 1e6)
  const bins = new Array<number>(Math.max(0, seconds)).fill(0)
  for (const s of selfTimes(events, thread.pid, thread.tid)) {
    if (s.category !== 'scripting') continue
    const bin = Math.floor((s.start - fromUs) / 1e6)
    if (bin >= 0 && bin < bins.length) bins[bin] += s.self / 1000
  }
  return bins
}

export interface TickScripting {
  /** Median scripting per one-second tick (ms). */
  medianMs: number
  maxMs: number
  perSecondMs: number[]
}

/** Tick cost from a whole trace: the page's main thread, whole seconds from its first to its last event. */
export function tickScripting(events: TraceEvent[]): TickScripting {
  const thread = pageMainThread(events)
  if (!thread) throw new Error('the trace has no renderer main thread (CrRendererMain)')
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph !== 'M' && e.ts > 0)
  // reduce, not Math.min(...): a trace holds far more events than a call takes arguments
  const from = own.reduce((min, e) => Math.min(min, e.ts), Infinity)
  const to = own.reduce((max, e) => Math.max(max, e.ts + (e.dur ?? 0)), -Infinity)
  const perSecondMs = scriptingPerSecond(events, thread, from, to)
  return { medianMs: median(perSecondMs), maxMs: perSecondMs.length ? Math.max(...perSecondMs) : NaN, perSecondMs }
}
