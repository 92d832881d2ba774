/** Billing's PDFs and CSVs download like every other file the API answers for a signed-in caller. */
export { downloadApiFile as downloadBillingFile } from '../../../lib/api-download'
