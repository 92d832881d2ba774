import { firstCallMessages } from '@lumbung/contract'
import { translateIn } from '../lib/i18n/i18n'
import { firstCallAreaTexts } from './first-call.texts'

/**
 * Who decided a request, as its detail names them: a person's name as it is, the product's automatic
 * approval (which the server records under the contract's English name) in the page's language.
 */
export function deciderName(fullName: string): string {
  return fullName === firstCallMessages.autoApprovalDecider
    ? translateIn(firstCallAreaTexts, 'autoApprovalDecider')
    : fullName
}
