// A document restored from the back-forward cache fires pageshow with persisted; a fresh load fires it without.
import { onPageRestored } from './pageRestore.h5'

function pageshow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent
  Object.defineProperty(event, 'persisted', { value: persisted })
  window.dispatchEvent(event)
}

it('hears a restore from the back-forward cache, not a fresh load, until unsubscribed', () => {
  const restored = jest.fn()
  const off = onPageRestored(restored)
  pageshow(false)
  expect(restored).not.toHaveBeenCalled()
  pageshow(true)
  expect(restored).toHaveBeenCalledTimes(1)
  off()
  pageshow(true)
  expect(restored).toHaveBeenCalledTimes(1)
})
