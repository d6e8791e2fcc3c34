/** Renderer each platform builds with (config/framework.js). */
export function frameworkFor(taroEnv: string | undefined): 'react' | 'preact'
