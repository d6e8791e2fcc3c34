/**
 * The school a call names when the learner chose none: createOrder's "schoolId (or default)" (docs/spec/ordering-payment.md
 * section 7), also the schoolId of the order reads (queryPayGoodsInfo, queryOrderDetail) when the page's link names
 * none.
 */
export const DEFAULT_SCHOOL_ID = 1
