// The payment matrix, row "app" (docs/orders-and-payments.md, "Payment matrix"): every column driven in this environment. See matrix/cells.ts.
import { paymentMatrix } from './matrix/cells'

paymentMatrix('app', '13800138005')
