import { options } from 'preact'

// Preact runs effects after the next animation frame (at the latest 100 ms later); jsdom paints nothing, so the
// tests of the 'preact' project run them at the next timer instead: deterministic, and under jest's fake timers
// when a test uses them, as React's are under act().
options.requestAnimationFrame = (flush: () => void) => setTimeout(flush, 0)
