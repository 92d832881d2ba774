import type { StorageSettingsService } from '../../data/storage-settings'

/** What deliveries use of the storage-settings area: the company's targets, and writing a file into one. */
export type DeliveryStorage = Pick<StorageSettingsService, 'deliveryTargets' | 'deliveryTarget' | 'writeFile'>
