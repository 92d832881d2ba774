import type { Config } from '../../config'

/** The web page a mailed token opens, e.g. `https://lumbung.example/email-verification?token=…`. */
export function accountLink(config: Pick<Config, 'publicUrl'>, path: string, token: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`
}

export const accountPages = {
  emailVerification: '/email-verification',
  resetPassword: '/reset-password',
  newEmailVerification: '/email-verification/new-email',
} as const
