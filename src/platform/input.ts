/**
 * Props that focus a Taro Input as soon as it shows: its `focus`, on both platforms (Taro's H5 input focuses its
 * <input> when mounted with it; the mini-program's auto-focus is deprecated).
 */
export const FOCUS_ON_SHOW = { focus: true } as const

/**
 * Props for an amount of money (yuan with a decimal point): NutUI draws type 'digit' as a text input on the web, so
 * inputmode asks a phone for its number pad with the decimal point (an iPhone otherwise shows the full keyboard);
 * the mini-program's digit keyboard comes from the type. Taro's input types lack inputMode; the H5 input passes it on.
 */
export const MONEY_INPUT = { type: 'digit', inputMode: 'decimal' } as unknown as { type: 'digit' }
