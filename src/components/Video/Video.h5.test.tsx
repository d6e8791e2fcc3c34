/** Taro's Video on H5 comes on demand: its box first (same className), then the player with every prop given. */
import { render, waitFor } from '@testing-library/react'
import { preloadVideo, Video } from './index.h5'

beforeAll(() => {
  // jsdom has no media playback: the <video> Taro renders calls load().
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
})

const player = (c: HTMLElement) => c.querySelector('taro-video-core.k-video') as (HTMLElement & { src?: string; poster?: string }) | null

it('shows the black box while the player loads, then the player in its place', async () => {
  const { container } = render(<Video className="k-video" src="/media/a.mp4" poster="/media/a.png" controls />)
  const box = container.querySelector('.k-video')!
  expect(box).toHaveClass('video--pending')
  expect(player(container)).toBeNull()

  await waitFor(() => expect(player(container)).not.toBeNull())
  expect(container.querySelector('.video--pending')).toBeNull()
  expect(player(container)!.src).toBe('/media/a.mp4')
  expect(player(container)!.poster).toBe('/media/a.png')
})

it('once loaded, a player renders at once (preloadVideo loads nothing twice)', async () => {
  preloadVideo()
  preloadVideo()
  await waitFor(() => expect(player(render(<Video className="k-video" src="/media/b.mp4" />).container)).not.toBeNull())
  const { container } = render(<Video className="k-video" src="/media/c.mp4" />)
  expect(player(container)!.src).toBe('/media/c.mp4')
})
