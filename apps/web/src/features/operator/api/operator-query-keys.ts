/** Every operator query sits under one key, so a decision refreshes the lists and the detail at once. */
export const operatorQueryKey = ['operator'] as const
