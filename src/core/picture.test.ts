// Pictures served at the size they are shown (WeChat's experience score: a picture at most 3x its shown size).
import { PICTURE_WIDTHS, pictureWidth, sizedPicture } from './picture'

describe('a shown width is served at the first fixed step at least that wide', () => {
  it.each([
    [1, 64], [36, 64], [64, 64], [65, 128], [120, 128], [240, 256], [690, 768], [768, 768], [2000, 768],
  ])('%i device px: %i', (shown, step) => expect(pictureWidth(shown)).toBe(step))

  it('never more than twice the width asked for, past the first step', () => {
    for (let shown = PICTURE_WIDTHS[0]; shown <= PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]; shown++) {
      expect(pictureWidth(shown) / shown).toBeLessThanOrEqual(2)
    }
  })
})

describe('a generated picture asks for its shown width', () => {
  it.each([
    ['a cover drawn wider', '/media/cover/goods-1.png?w=600&h=400', 220, '/media/cover/goods-1.png?w=600&h=400&sw=256'],
    ['an avatar', '/media/cover/live-teacher-1.png?w=120&h=120&title=%E7%8E%8B&initial=1', 36, '/media/cover/live-teacher-1.png?w=120&h=120&title=%E7%8E%8B&initial=1&sw=64'],
    ['drawn at the server\'s default size (600 wide)', '/media/cover/goods-7.png', 200, '/media/cover/goods-7.png?sw=256'],
    ['drawn no wider than the step: as it is', '/media/cover/icon.png?w=100&h=100', 120, '/media/cover/icon.png?w=100&h=100'],
    ['a width named already', '/media/cover/a.png?w=600&h=400&sw=128', 36, '/media/cover/a.png?w=600&h=400&sw=128'],
    ['another server\'s picture', 'https://cdn.example.com/a.png?w=600', 36, 'https://cdn.example.com/a.png?w=600'],
    ['a video', '/media/video/audition-sample.mp4', 36, '/media/video/audition-sample.mp4'],
    ['no shown width', '/media/cover/goods-1.png?w=600&h=400', 0, '/media/cover/goods-1.png?w=600&h=400'],
  ])('%s', (_n, path, shown, expected) => expect(sizedPicture(path, shown)).toBe(expected))
})
