// The payment matrix, row "alipay" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.ts.
import { paymentMatrix } from './matrix/cells'

paymentMatrix('alipay', '13800138004')
