// The payment matrix, row "wechat" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.ts.
import { paymentMatrix } from './matrix/cells'

paymentMatrix('wechat', '13800138002')
