// One file per area; drizzle-kit reads every table exported here.
export * from './foundation'
export * from './user-tokens'
