// The one-language rule on rendered text: the same rule and allow-list as the source check (tests/jest/uiText.ts).
export { latinWords } from '../jest/uiText'
