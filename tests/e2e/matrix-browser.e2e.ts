// The payment matrix, row "browser" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.ts.
import { paymentMatrix } from './matrix/cells'

paymentMatrix('browser', '13800138001')
