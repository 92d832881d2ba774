/** The profile's file name and the code that reads a shared table (docs/decisions/0066-delta-sharing.md). */
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
