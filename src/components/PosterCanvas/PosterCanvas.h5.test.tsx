/** The poster's canvas on H5: a plain <canvas> with the id ./poster.h5.ts looks up, at the poster's pixel size. */
import { render } from '@testing-library/react'
import { PosterCanvas } from './index.h5'
import { POSTER_SIZE } from '@/platform/posterDraw'

it('a plain canvas with the id, drawn at twice the 300×460 layout', () => {
  const { container } = render(<PosterCanvas canvasId="k-poster-canvas" className="k-share__canvas" />)
  const canvas = container.querySelector('canvas#k-poster-canvas') as HTMLCanvasElement
  expect(canvas).toHaveClass('k-share__canvas')
  expect([canvas.width, canvas.height]).toEqual([POSTER_SIZE.width * 2, POSTER_SIZE.height * 2])
  expect([canvas.style.width, canvas.style.height]).toEqual(['600px', '920px'])
  // No Stencil component around it.
  expect(container.querySelector('taro-canvas-core')).toBeNull()
})
