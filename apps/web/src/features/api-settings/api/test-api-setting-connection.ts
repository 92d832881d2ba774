import { useMutation } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** One test call to a setting's base address; nothing is cached, as each test is a fresh look. */
export function testApiSettingConnection(id: string) {
  return apiRequest(apiSettingsRoutes.connectionTest, { params: { id } })
}

export function useTestApiSettingConnection() {
  return useMutation({
    mutationKey: ['api-settings', 'connection-test'],
    mutationFn: testApiSettingConnection,
  })
}
