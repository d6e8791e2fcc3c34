/**
 * The education dict (EDUCATION_TYPE/1), as both sides show it: the spec gives no values, these are the app's. The
 * agreement form offers them (with '请选择' before them), the server validates an agreement's education against them
 * and labels a customer's with them, so a stored education and a customer's read the same.
 */
export const EDUCATION_TYPES: readonly (readonly [number, string])[] = [[1, '初中及以下'], [2, '高中/中专'], [3, '大专'], [4, '本科'], [5, '硕士及以上']]
