import { csvLine, type MarketplaceSamplePreview } from '@lumbung/contract'

/**
 * The preview as CSV text, exactly as shown (masked values stay masked), each cell escaped against
 * spreadsheet formulas by the contract's one CSV writer: sample rows come from the provider.
 */
export function sampleCsvOf(sample: Pick<MarketplaceSamplePreview, 'columns' | 'rows'>): string {
  return [sample.columns, ...sample.rows].map(csvLine).join('')
}
