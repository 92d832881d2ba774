import { useMutation } from '@tanstack/react-query'
import { mailRoutes, type ContactBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function sendContact(body: ContactBody) {
  return apiRequest(mailRoutes.contact, { body })
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
