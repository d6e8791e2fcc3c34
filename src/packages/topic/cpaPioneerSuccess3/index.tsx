/** /cpaPioneerSuccess3?leadId=&subjects=&advisor= */
import { PioneerSuccess } from '../PioneerSuccess'
import '../topic.css'

export default function CpaPioneerSuccess3Page() {
  return <PioneerSuccess variant={3} />
}
