// One file per area; drizzle-kit reads every table exported here.
export * from './foundation'
export * from './user-tokens'
export * from './jobs'
export * from './mail'
export * from './tenant'
export * from './accounts'
