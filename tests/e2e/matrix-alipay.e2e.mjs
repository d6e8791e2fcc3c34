// The payment matrix, row "alipay" (README "Payment matrix"): every column driven in this environment. See matrix/cells.mjs.
import { paymentMatrix } from './matrix/cells.mjs'

paymentMatrix('alipay', '13800138004')
