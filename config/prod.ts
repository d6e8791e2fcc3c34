import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Hashed file names: served with a one-year immutable cache by `npm start`.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
