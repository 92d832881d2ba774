/** The audit trail's words (docs/decisions/0061-audit-trail.md): screen, filters, export and errors. */
export const auditMessages = {
  title: 'Audit log',
  operatorTitle: 'Audit log of every company',
  description:
    'Who did what in your company, when and from where: sign-ins and refused sign-ins, refused calls, key and setting changes, and what operators opened.',
  operatorDescription:
    "Every company's trail, and the refusals that name no company (unknown accounts, calls without a session).",
  empty: 'Nothing recorded for these filters',
  emptyHint: 'Events appear here as people sign in and change things; try a wider date range.',
  loadFailed: 'The audit log could not be loaded',
  exportButton: 'Export CSV',
  exportFailed: 'The export could not be downloaded',
  filtersLabel: 'Filter the audit log',
  actionFilter: 'Action',
  actionPlaceholder: 'Every action',
  userFilter: 'User',
  userPlaceholder: 'Everyone',
  outcomeFilter: 'Outcome',
  outcomePlaceholder: 'Done and refused',
  companyFilter: 'Company',
  companyPlaceholder: 'Every company',
  fromFilter: 'From',
  toFilter: 'To',
  clearFilters: 'Clear filters',
  tabLabel: 'Audit log',
  operatorConsole: 'Operator console',
  noCompany: 'No company',
  someone: 'Someone not signed in',
  unknownAddress: 'Unknown address',
  identityDocument: 'Identity document',
  timesUntil: (count: number, last: string) => `${count.toLocaleString('en-US')} times, last ${last}`,
} as const

/** The columns of the screen and of the CSV export, in order. */
export const auditColumnLabels = {
  when: 'When (WIB)',
  lastWhen: 'Last time (WIB)',
  company: 'Company',
  who: 'Who',
  action: 'What',
  outcome: 'Outcome',
  count: 'Times',
  target: 'Target',
  detail: 'Details',
  ip: 'IP address',
  userAgent: 'Browser',
} as const

export const auditErrorMessages = {
  dayInvalid: 'Date must be written YYYY-MM-DD',
  rangeInvalid: 'The start date must not be after the end date',
} as const

export const auditErrorCodes = { rangeInvalid: 'RANGE_INVALID' } as const
