// The table is shared with the marketplace's product page, which shows it before buying.
export { ApiParametersTable as PurchasedParametersTable } from '../../../components/api-parameters-table'
