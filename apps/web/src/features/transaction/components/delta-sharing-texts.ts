import { deltaSharingLimits } from '@lumbung/contract'

/** The words of the purchase page's Delta Sharing block (docs/decisions/0066-delta-sharing.md). */
export const deltaSharingTexts = {
  title: 'Delta Sharing',
  intro:
    'Read this file in pandas, Spark, Power BI or Tableau without downloading it by hand. A profile opens every file product your company has bought; each version arrives as Parquet.',
  download: 'Download Delta Sharing profile',
  downloaded:
    'Profile downloaded. Keep it like a password: it holds the token, which is not shown again. Revoke it below when it is no longer needed.',
  onlyAdmins: 'The company owner or an admin downloads Delta Sharing profiles.',
  tableName: 'Table name',
  snippets: 'Use it',
  pandas: 'pandas',
  spark: 'Spark',
  powerBi: 'Power BI',
  copySnippet: 'Copy snippet',
  profilesTitle: 'Profiles of your company',
  noProfiles: 'No profiles yet.',
  revoke: 'Revoke',
  revokeLabel: (masked: string) => `Revoke profile ${masked}`,
  revokeConfirm: 'Revoke this profile? Tools using it stop reading at once.',
  revoked: 'Revoked',
  expired: 'Expired',
  live: 'Live',
  loadingProfiles: 'Loading profiles',
  columns: { token: 'Token', created: 'Created', lastUsed: 'Last used', expires: 'Expires', state: 'State' },
  liveCount: (live: number, max: number) => `${live} of ${max} live profiles`,
  linkMinutes: `Links to the Parquet files work for ${deltaSharingLimits.fileLinkSeconds / 60} minutes; connectors ask again by themselves.`,
} as const

export const profileFileName = (transactionNo: string) => `lumbung-${transactionNo}.share`

/** pandas, with the open `delta-sharing` package. */
export const pandasSnippet = (fileName: string, table: string) => `import delta_sharing

profile = "${fileName}"
client = delta_sharing.SharingClient(profile)
table = next(t for t in client.list_all_tables() if t.name == "${table}")
df = delta_sharing.load_as_pandas(f"{profile}#{table.share}.{table.schema}.{table.name}")
print(df.head())`

/** Spark, with the `io.delta:delta-sharing-spark` package on the session. */
export const sparkSnippet = (fileName: string, table: string) => `import delta_sharing

profile = "${fileName}"
table = next(t for t in delta_sharing.SharingClient(profile).list_all_tables() if t.name == "${table}")
df = spark.read.format("deltaSharing").load(f"{profile}#{table.share}.{table.schema}.{table.name}")
df.show()`

/** Power BI Desktop's own Delta Sharing source: no code, the profile's two fields. */
export const powerBiSteps = (table: string) => `1. Get Data > Delta Sharing.
2. Delta Sharing Server URL: the "endpoint" in the profile file.
3. Bearer token: the "bearerToken" in the profile file.
4. Choose the table ${table}, then Load.`
