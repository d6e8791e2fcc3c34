// The payment matrix, row "browser" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.mjs.
import { paymentMatrix } from './matrix/cells.mjs'

paymentMatrix('browser', '13800138001')
