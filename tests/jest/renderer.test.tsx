/**
 * Which renderer draws the component tests: React in the 'app' project, Preact (what the H5 build ships, through
 * preact/compat) in the 'preact' project (jest.config.js). Fails when the mapping stops taking effect.
 */
import { render } from '@testing-library/react'

declare const __TARO_FRAMEWORK__: 'react' | 'preact'

it(`the ${__TARO_FRAMEWORK__} project renders with ${__TARO_FRAMEWORK__}`, () => {
  const { container } = render(<span>x</span>)
  const keys = Object.keys(container)
  if (__TARO_FRAMEWORK__ === 'preact') {
    // Preact keeps the rendered tree on the container (its mangled _children); React keeps a root of its own.
    expect(keys.some((k) => k.startsWith('__reactContainer'))).toBe(false)
    expect(keys).toContain('__k')
  } else {
    expect(keys.some((k) => k.startsWith('__reactContainer'))).toBe(true)
  }
})
