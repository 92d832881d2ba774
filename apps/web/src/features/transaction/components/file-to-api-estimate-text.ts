/** The words of the file-to-API cost confirmations (amounts come in already written as rupiah). */
export const fileToApiEstimateText = {
  dryRunTitle: (rows: string) => `Dry run of the first ${rows} rows`,
  dryRunBilled: (rows: string, price: string, amount: string) =>
    `The dry run makes ${rows} real calls of the product, billed like any other call: ${rows} × ${price} = at most ${amount}. Only successful calls are billed.`,
  dryRunUnpriced: (rows: string) =>
    `The dry run makes ${rows} real calls of the product. This purchase does not bill each call; the calls count toward its monthly quota.`,
  runDryRows: (rows: string) => `Make ${rows} calls`,
  runTitle: 'Run the whole file?',
  rows: 'Rows (one call each)',
  price: 'Price of a call',
  amount: 'At most',
  notPriced: 'Not billed per call',
  quota: (quota: string) => `Calls past the monthly quota of ${quota} are refused, not billed.`,
  billedNote: 'Only successful calls are billed; a failed row costs nothing.',
  capsTitle: 'Spend caps this month',
  noCaps: 'No spend cap is set for this month.',
  capOf: { company: 'Whole company', product: 'This product' } as const,
  capLine: (spend: string, cap: string, headroom: string) => `${spend} of ${cap} billed; ${headroom} left`,
  capsWarnOnly: 'Your spend caps only warn: a cap does not stop the run.',
  capsRefuse: 'A cap that is reached stops the run.',
  confirmRun: (rows: string) => `Confirm and run ${rows} calls`,
  cancel: 'Cancel',
  close: 'Close',
  started: 'The run has started; its progress shows below',
  cost: 'Cost',
  finished: 'Ended',
  costLine: (rows: string, price: string) => `${rows} billed calls × ${price}`,
} as const
