import { translateIn } from '../../../lib/i18n/i18n'
import { transactionFileToApiCostTexts as texts } from '../transaction-file-to-api-cost.texts'

const say = (key: keyof typeof texts.en, values?: Record<string, unknown>) => translateIn(texts, key, values)

/**
 * The words of the file-to-API cost confirmations (amounts come in already written as rupiah), read in
 * the current language each time they are used.
 */
export const fileToApiEstimateText = {
  dryRunTitle: (rows: string) => say('dryRunTitle', { rows }),
  dryRunBilled: (rows: string, price: string, amount: string) => say('dryRunBilled', { rows, price, amount }),
  dryRunUnpriced: (rows: string) => say('dryRunUnpriced', { rows }),
  runDryRows: (rows: string) => say('runDryRows', { rows }),
  get runTitle() {
    return say('runTitle')
  },
  get rows() {
    return say('rows')
  },
  get price() {
    return say('price')
  },
  get amount() {
    return say('amount')
  },
  get notPriced() {
    return say('notPriced')
  },
  quota: (quota: string) => say('quota', { quota }),
  get billedNote() {
    return say('billedNote')
  },
  get capsTitle() {
    return say('capsTitle')
  },
  get noCaps() {
    return say('noCaps')
  },
  get capOf() {
    return { company: say('capCompany'), product: say('capProduct') } as const
  },
  capLine: (spend: string, cap: string, headroom: string) => say('capLine', { spend, cap, headroom }),
  get capsWarnOnly() {
    return say('capsWarnOnly')
  },
  get capsRefuse() {
    return say('capsRefuse')
  },
  confirmRun: (rows: string) => say('confirmRun', { rows }),
  get cancel() {
    return say('cancel')
  },
  get close() {
    return say('close')
  },
  get started() {
    return say('started')
  },
  get cost() {
    return say('cost')
  },
  get finished() {
    return say('finished')
  },
  costLine: (rows: string, price: string) => say('costLine', { rows, price }),
}
