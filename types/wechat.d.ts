/**
 * The mini-program's `wx` (called directly in src/platform/*.weapp.ts only), typed by WeChat's official typings
 * (miniprogram-api-typings, pinned): their deprecation tags let `npm run lint` reject a deprecated API
 * (@typescript-eslint/no-deprecated, eslint.config.mjs). Only the API and its event and canvas types are taken: the
 * package's index also declares mini-program globals (console, require, setTimeout) that clash with the DOM's.
 * Members a client may lack (requestVirtualPayment, the privacy APIs, getRandomValues) are checked before a call.
 */
/* eslint-disable @typescript-eslint/triple-slash-reference -- the typings are global scripts, not modules to import */
/// <reference path="../node_modules/miniprogram-api-typings/types/wx/lib.wx.api.d.ts" />
/// <reference path="../node_modules/miniprogram-api-typings/types/wx/lib.wx.event.d.ts" />
/// <reference path="../node_modules/miniprogram-api-typings/types/wx/lib.wx.canvas.d.ts" />
/// <reference path="../node_modules/miniprogram-api-typings/types/wx/lib.wx.cloud.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */

// The one helper type of the package's index the API's types need, as the index defines it.
declare namespace WechatMiniprogram {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the package defines it
  type IAnyObject = Record<string, any>
}

declare const wx: WechatMiniprogram.Wx
