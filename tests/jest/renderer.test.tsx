/**
 * Which renderer draws the component tests: Preact (what the H5 build ships, through preact/compat) in the 'preact'
 * project (jest.config.js), the only one that runs them. Fails when the mapping stops taking effect.
 */
import { render } from '@testing-library/react'

declare const __TARO_FRAMEWORK__: 'react' | 'preact'

it('the component tests render with preact', () => {
  expect(__TARO_FRAMEWORK__).toBe('preact')
  const { container } = render(<span>x</span>)
  const keys = Object.keys(container)
  // Preact keeps the rendered tree on the container (its mangled _children); React keeps a root of its own.
  expect(keys.some((k) => k.startsWith('__reactContainer'))).toBe(false)
  expect(keys).toContain('__k')
})
