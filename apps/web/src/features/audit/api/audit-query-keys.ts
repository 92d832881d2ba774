/** Every audit-trail query sits under one key. */
export const auditQueryKey = ['audit-log'] as const
