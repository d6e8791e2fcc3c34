/**
 * The education options (docs/spec/content-access.md section 3 "Education option: value, label (values not shown)", section 7
 * "GET /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)"; docs/spec/ordering-payment.md section 3 "Education option: value,
 * label (values not shown; default index 0)"). The dictionary's `result` gives them; when the call fails or `result`
 * holds none, the app's constants (EDUCATION_OPTIONS, the reference server's dictionary as it answers) stand in.
 */
import { DEFAULT_EDUCATION_INDEX, EDUCATION_OPTIONS, type EducationOption } from './order/agreement'

/** The education choices of the dictionary alone (no '请选择'); the constants'. */
export const EDUCATION_FALLBACK: readonly EducationOption[] = EDUCATION_OPTIONS.filter((o) => o.value !== EDUCATION_OPTIONS[DEFAULT_EDUCATION_INDEX].value)

const isOption = (v: unknown): v is EducationOption =>
  typeof v === 'object' && v !== null &&
  Number.isInteger((v as EducationOption).value) && (v as EducationOption).value > 0 &&
  typeof (v as EducationOption).label === 'string' && (v as EducationOption).label.trim() !== ''

/**
 * The dictionary's `result` as options: the entries with a positive integer value and a label, in its order, the
 * first of a repeated value kept. null when it holds none (then the constants stand in).
 */
export function readEducationDict(result: unknown): EducationOption[] | null {
  if (!Array.isArray(result)) return null
  const seen = new Set<number>()
  const options: EducationOption[] = []
  for (const entry of result) {
    if (!isOption(entry) || seen.has(entry.value)) continue
    seen.add(entry.value)
    options.push({ value: entry.value, label: entry.label.trim() })
  }
  return options.length > 0 ? options : null
}

/** What the learner picks from: the dictionary's choices, else the constants'. */
export function educationChoices(dict: readonly EducationOption[] | null | undefined): readonly EducationOption[] {
  return dict && dict.length > 0 ? dict : EDUCATION_FALLBACK
}

/** The agreement form's picker: '请选择' (value 0, the default index 0), then the choices. */
export function agreementEducationOptions(dict: readonly EducationOption[] | null | undefined): EducationOption[] {
  return [EDUCATION_OPTIONS[DEFAULT_EDUCATION_INDEX], ...educationChoices(dict)]
}
