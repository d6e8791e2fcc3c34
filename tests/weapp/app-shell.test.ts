/**
 * The mini-program's shell as built: the custom tab bar WeChat draws on tab pages, and NutUI rendering without
 * HTML tags (WeChat has no template for them: "Template `tmpl_0_i` not found", nothing drawn).
 */
import fs from 'node:fs'
import path from 'node:path'
import { launchApp, DIST, missingTemplates, type Mp } from './harness'
import { tabItems } from '../../src/core/tabs'

let mp: Mp | undefined
afterEach(async () => {
  await mp?.close()
  mp = undefined
  jest.restoreAllMocks()
})

test('custom-tab-bar is a component and app.json asks for it', () => {
  const appJson = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
  expect(appJson.tabBar.custom).toBe(true)
  const tabBarJson = JSON.parse(fs.readFileSync(path.join(DIST, 'custom-tab-bar', 'index.json'), 'utf8'))
  expect(tabBarJson).toMatchObject({ component: true })
  // Tab pages must live in the main package.
  for (const item of appJson.tabBar.list) expect(appJson.pages).toContain(item.pagePath)
})

test('custom tab bar draws every tab with its icon and switches tabs', async () => {
  mp = await launchApp()
  const bar = await mp.loadPage('custom-tab-bar/index')
  const items = tabItems(undefined)

  for (const item of items) {
    const label = bar.getByText(item.text)
    const tab = label.closest('.nut-tabbar-item')
    expect(tab).toBeTruthy()
    expect(tab!.querySelector('.nut-icon')).toBeTruthy()
  }

  const mine = items.find((i) => i.key === 'mine')!
  await bar.tap(bar.getByText(mine.text))
  await mp.waitFor(() => mp!.navigations.length > 0)
  expect(mp.navigations).toEqual([{ api: 'switchTab', url: `/${mine.page}`, delta: undefined }])
})

test('pages render without missing wxml templates (no raw HTML tags reach the mini-program)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  mp = await launchApp()
  const login = await mp.loadPage('pages/login/index')
  await login.tap(login.getByText('使用验证码登录'))
  await login.findByText('获取验证码')
  await mp.loadPage('pages/mine/index')
  await mp.loadPage('custom-tab-bar/index')

  const missing = missingTemplates(warn)
  expect(missing).toEqual([])
})
