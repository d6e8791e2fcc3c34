/**
 * H5 renders NutUI's icon tag (<i>) as it is (see icons.weapp.ts for the mini-program), but its size lives in the
 * icon stylesheet: `.nut-icon { width/height: var(--nut-icon-width, 16px) }`. The icons' index imports that sheet,
 * and the H5 build marks the index side-effect free (config/h5-chain.ts: otherwise every icon comes along), which
 * drops the import: every icon, the checkbox's box and the radio's circle included, measured 0x0. Imported here once
 * from app.tsx instead (7 KB raw). The screen suite's box check fails on any 0x0 icon.
 */
import '@nutui/icons-react-taro/dist/style_icon.css'
