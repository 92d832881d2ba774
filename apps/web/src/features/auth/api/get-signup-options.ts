import { useQuery } from '@tanstack/react-query'
import { companySizesQueryOptions } from '../../../lib/dropdowns/get-company-sizes'
import { industriesQueryOptions } from '../../../lib/dropdowns/get-industries'

/** Industries and company sizes for the signup form (public reference lists). */
export function useSignupOptions() {
  const industries = useQuery(industriesQueryOptions())
  const sizes = useQuery(companySizesQueryOptions())
  return { industries, sizes }
}
