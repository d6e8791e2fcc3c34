/**
 * NutUI's Dialog, Popup and Picker animate with react-transition-group, which React 18 warns about (findDOMNode): not
 * the code under test. Call in beforeAll; every other console.error still shows.
 */
export function quietNutuiTransitions(): void {
  const error = console.error.bind(console)
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('findDOMNode')) error(...args)
  })
}
