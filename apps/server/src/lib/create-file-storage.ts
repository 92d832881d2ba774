import { join } from 'node:path'
import type { Config } from '../config'
import { createLocalFileStorage, type FileStorage } from './file-storage'
import { createS3FileStorage } from './s3-file-storage'

/** The platform's own file store: the S3 bucket when one is configured, otherwise `${dataDir}/files`. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3Files'>): FileStorage {
  return config.s3Files
    ? createS3FileStorage(config.s3Files)
    : createLocalFileStorage(join(config.dataDir, 'files'))
}
