// The payment matrix, row "browser" (README "Payment matrix"): every column driven in this environment. See matrix/cells.mjs.
import { paymentMatrix } from './matrix/cells.mjs'

paymentMatrix('browser', '13800138001')
