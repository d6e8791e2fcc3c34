// The payment matrix, row "wechat" (README "Payment matrix"): every column driven in this environment. See matrix/cells.mjs.
import { paymentMatrix } from './matrix/cells.mjs'

paymentMatrix('wechat', '13800138002')
