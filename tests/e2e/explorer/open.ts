// The ratchet: each violation the explorer still finds on main (screen, the problem's opening words, and why it is
// open). A run fails on any violation not listed here AND on any listed one no longer found, so the list only
// shrinks: when a fix lands, its entries go (the run prints those listed but not found).
export interface Open { screen: string; state?: string; problem: string; reason: string }

export const OPEN: Open[] = []
