// What qs gets for `side-channel` (aliased in config/index.ts and jest.config.js): the same API on a plain Map.
// qs only keys it by the objects it walks (cycle detection in stringify); the original brings object-inspect and
// get-intrinsic along for an error message: 100 KB of source on every first load.
module.exports = function getSideChannel() {
  let entries
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key')
    },
    delete(key) {
      return !!entries && entries.delete(key)
    },
    get(key) {
      return entries && entries.get(key)
    },
    has(key) {
      return !!entries && entries.has(key)
    },
    set(key, value) {
      if (!entries) entries = new Map()
      entries.set(key, value)
    },
  }
  return channel
}
