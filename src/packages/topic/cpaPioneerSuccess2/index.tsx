/** /cpaPioneerSuccess2?leadId=&subjects=&advisor= */
import { PioneerSuccess } from '../PioneerSuccess'
import '../topic.css'

export default function CpaPioneerSuccess2Page() {
  return <PioneerSuccess variant={2} />
}
