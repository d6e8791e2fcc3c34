// The payment matrix, row "qq" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.ts.
import { paymentMatrix } from './matrix/cells'

paymentMatrix('qq', '13800138003')
